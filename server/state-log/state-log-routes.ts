/**
 * POST /api/redux-log/{email} (domain/api/state-log-api.ts): the browser's debug state diffs,
 * written to the server log while the debug state log flag is on (doc 1 §9). Only the session's
 * own e-mail is accepted, so one browser cannot write under another merchant's name.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  STATE_LOG_BODY_ERROR,
  STATE_LOG_MAX_BATCH,
  STATE_LOG_NOT_YOURS_ERROR,
  STATE_LOG_OFF_ERROR,
  STATE_LOG_ROUTE,
} from '../../domain/api/state-log-api';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR } from '../session/require-merchant';
import { saidInEnglish } from './said-in-english';

const DiffSchema = v.strictObject({
  at: v.pipe(v.number(), v.finite()),
  actor: v.pipe(v.string(), v.maxLength(100)),
  value: v.unknown(),
  changes: v.record(v.pipe(v.string(), v.maxLength(100)), v.unknown()),
});
const StateLogSchema = v.strictObject({
  diffs: v.pipe(v.array(DiffSchema), v.minLength(1), v.maxLength(STATE_LOG_MAX_BATCH)),
});

export async function stateLogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { email: string } }>(
    STATE_LOG_ROUTE,
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!deps.config.backOffice.flags.merchantPortalDebugStateLog) {
        return reply.code(404).send({ error: STATE_LOG_OFF_ERROR });
      }
      const session = await deps.sessions.read(request);
      if (!session?.email) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      if (session.email.toLowerCase() !== request.params.email.trim().toLowerCase()) {
        return reply.code(403).send({ error: STATE_LOG_NOT_YOURS_ERROR });
      }
      const parsed = v.safeParse(StateLogSchema, request.body);
      if (!parsed.success) return reply.code(400).send({ error: STATE_LOG_BODY_ERROR });
      request.log.info({ stateLog: saidInEnglish(parsed.output.diffs) }, 'debug state log');
      return { ok: true };
    },
  );
}
