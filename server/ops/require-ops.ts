/**
 * Guards the console's calls under /api/ops: only a console session passes. A merchant's session
 * cookie is not even read here.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { OpsUserRow } from '../back-office/back-office-tables';
import type { OpsSessionService } from './ops-session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireOps. */
    opsUser?: OpsUserRow;
  }
}

export const OPS_SIGN_IN_REQUIRED = 'Please sign in to the operations console.';

/** A preHandler that lets only signed-in staff through (401 otherwise). */
export function requireOps(sessions: OpsSessionService): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const user = await sessions.read(request);
    if (!user) return reply.code(401).send({ error: OPS_SIGN_IN_REQUIRED });
    request.opsUser = user;
    reply.header('cache-control', 'no-store');
  };
}

/** The audit actor of the request's staff member. */
export function opsActor(request: FastifyRequest): string {
  return `ops:${request.opsUser?.email ?? 'unknown'}`;
}
