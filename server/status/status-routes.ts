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
import {
  passesTrainingCheck,
  TRAINING_CHECK,
  TRAINING_CHECK_NOT_PASSED,
} from '../../domain/status/training-check';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { statusContextOf } from '../back-office/status-context';
import { parseBody } from '../http/parse-body';

export const UPDATE_USER_INVALID =
  'Send the steps to mark done: inStoreTrainingButtonClicked, inStoreTrainingComplete (with its trainingCheck answers), inStoreDirectDebitAuthorized or messagingComplete, each true.';

const UpdateUserSchema = v.pipe(
  v.strictObject({
    inStoreTrainingComplete: v.optional(v.literal(true)),
    trainingCheck: v.optional(
      v.pipe(
        v.custom<Record<string, string>>((answers) => !Array.isArray(answers)),
        v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(40))),
        v.check((answers) => Object.keys(answers).length <= TRAINING_CHECK.length),
      ),
    ),
    inStoreTrainingButtonClicked: v.optional(v.literal(true)),
    inStoreDirectDebitAuthorized: v.optional(v.literal(true)),
    messagingComplete: v.optional(v.literal(true)),
  }),
  v.check((body) => Object.values(body).some((value) => value === true)),
  v.check((body) => body.trainingCheck === undefined || body.inStoreTrainingComplete === true),
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
    const { trainingCheck, ...steps } = body;
    // The training is done once its retention check is passed (decision 0260).
    if (steps.inStoreTrainingComplete && !passesTrainingCheck(trainingCheck ?? {}))
      return reply.code(400).send({ error: TRAINING_CHECK_NOT_PASSED });
    const merchantId = request.merchantSession!.merchant_id;
    const before = await deps.repos.merchantAccounts.get(merchantId);
    if (!before) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    await deps.repos.merchantAccounts.update(merchantId, steps);
    const fields = Object.keys(steps) as Array<keyof typeof steps>;
    await deps.bo.audit.append(
      {
        actor: `merchant:${merchantId}`,
        action: 'merchant.steps_marked_done',
        merchantId,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: steps,
      },
      deps.clock(),
    );
    return statusContextOf(deps, merchantId);
  });
}
