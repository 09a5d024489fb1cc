/**
 * Guards the merchant's own calls under /api: without a signed-in session they answer 401
 * 'Please re-authenticate.' (doc 2 §8), which makes the app end its session and go to sign-in.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { msg } from '../../domain/i18n/message';
import type { SessionRow } from '../db/schema';
import type { SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in merchant's session, set by requireMerchant. */
    merchantSession?: SessionRow & { merchant_id: string };
  }
}

export const REAUTHENTICATE_ERROR = msg('server.reauthenticate');

/** A preHandler that lets only authenticated sessions through. */
export function requireMerchant(sessions: SessionService): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const session = await sessions.read(request);
    if (!session || session.kind !== 'authenticated' || !session.merchant_id) {
      return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    }
    request.merchantSession = { ...session, merchant_id: session.merchant_id };
  };
}
