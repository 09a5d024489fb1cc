/**
 * GET /api/status, GET /api/opportunity-stage and POST /api/update-user (doc 2 §7): what the
 * status page reads, and the steps the merchant marks done (training, direct debit, messaging).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  OPPORTUNITY_STAGE_IN_STORE_ONLY,
  STATUS_API,
  type OpportunityStageResponse,
  type StatusContext,
} from '../../domain/api/status-api';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { statusContextOf } from '../back-office/status-context';
import { parseBody } from '../http/parse-body';

export const UPDATE_USER_INVALID =
  'Send the steps to mark done: inStoreTrainingButtonClicked, inStoreTrainingComplete, inStoreDirectDebitAuthorized or messagingComplete, each true.';

const UpdateUserSchema = v.pipe(
  v.strictObject({
    inStoreTrainingComplete: v.optional(v.literal(true)),
    inStoreTrainingButtonClicked: v.optional(v.literal(true)),
    inStoreDirectDebitAuthorized: v.optional(v.literal(true)),
    messagingComplete: v.optional(v.literal(true)),
  }),
  v.check((body) => Object.values(body).some((value) => value === true)),
);

/** The status page's reads and the update-user call. */
export async function statusRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const guard = { preHandler: requireMerchant(deps.sessions) };

  app.get(STATUS_API.status, guard, async (request, reply): Promise<StatusContext | undefined> => {
    reply.header('cache-control', 'no-store');
    const context = await statusContextOf(deps, request.merchantSession!.merchant_id);
    return context ?? reply.code(401).send({ error: REAUTHENTICATE_ERROR });
  });

  app.get(
    STATUS_API.opportunityStage,
    guard,
    async (request, reply): Promise<OpportunityStageResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const context = await statusContextOf(deps, request.merchantSession!.merchant_id);
      if (!context) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      // doc 2 §7: the stage matters only to in-store activation.
      if (!isInStoreChannel(context.salesChannel))
        return reply.code(400).send({ error: OPPORTUNITY_STAGE_IN_STORE_ONLY });
      return { opportunityStage: context.opportunityStage };
    },
  );

  app.post(STATUS_API.updateUser, { ...guard, bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(UpdateUserSchema, request.body);
    if (!body) return reply.code(400).send({ error: UPDATE_USER_INVALID });
    const merchantId = request.merchantSession!.merchant_id;
    const before = await deps.repos.merchantAccounts.get(merchantId);
    if (!before) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    await deps.repos.merchantAccounts.update(merchantId, body);
    const fields = Object.keys(body) as Array<keyof typeof body>;
    await deps.bo.audit.append(
      {
        actor: `merchant:${merchantId}`,
        action: 'merchant.steps_marked_done',
        merchantId,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: body,
      },
      deps.clock(),
    );
    return statusContextOf(deps, merchantId);
  });
}
