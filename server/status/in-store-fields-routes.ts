/** POST /api/in-store-fields (doc 2 §7): see server/status/save-in-store-fields.ts. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { IN_STORE_BODY_ERROR, IN_STORE_FIELDS_PATH } from '../../domain/api/in-store-fields-api';
import { InStoreFieldsBodySchema } from '../../domain/status/in-store-fields.schema';
import { msg } from '../../domain/i18n/message';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { saveInStoreFields } from './save-in-store-fields';

/** The call's message when fields fail, as the other section calls word it (doc 2 §8). */
export const IN_STORE_FIELDS_INVALID = msg('status.server.inStoreFieldsInvalid');

export async function inStoreFieldsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    IN_STORE_FIELDS_PATH,
    { preHandler: requireMerchant(deps.sessions), bodyLimit: 16 * 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = v.safeParse(InStoreFieldsBodySchema, request.body);
      if (!parsed.success) return reply.code(400).send({ error: IN_STORE_BODY_ERROR });
      const merchantId = request.merchantSession!.merchant_id;
      const outcome = await deps.withLoadedMerchant(merchantId, (repos, loaded) =>
        saveInStoreFields(repos, loaded, parsed.output.data),
      );
      switch (outcome.kind) {
        case 'unknown-merchant':
          return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
        case 'not-in-store':
          return reply.code(400).send({ error: outcome.error });
        case 'invalid':
          return reply.code(400).send({
            error: IN_STORE_FIELDS_INVALID,
            validation_errors: { storeDetails: outcome.errors },
          });
        case 'saved':
          return outcome.answer;
      }
    },
  );
}
