/**
 * Correlation ids (doc 2 §7: every call carries one). A sane incoming `x-correlation-id` is kept so
 * the browser's log lines and ours share an id; anything else is replaced by a new one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '../../domain/api/session-api';

const SANE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Fastify's genReqId: the caller's correlation id when sane, else a fresh UUID. */
export function correlationIdOf(req: IncomingMessage): string {
  const given = req.headers[API_HEADERS.correlationId];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Echoes the request's correlation id on every response. */
export function echoCorrelationId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_HEADERS.correlationId, request.id);
  });
}
