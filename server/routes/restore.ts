/**
 * GET /api/restore (doc 2 §7 "restores merchant"): the signed-in merchant's saved answers. It is
 * the first call behind requireMerchant, so saved data is never shown before the sign-in link is
 * used (DESIGN.md §4).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../auth/require-merchant';
import { merchantUserState } from '../auth/user-state-response';

/** GET /api/restore. */
export async function restoreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/restore',
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const merchant = await deps.repos.merchants.findById(request.merchantSession!.merchant_id);
      if (!merchant) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      return {
        ...merchantUserState(merchant),
        lead: merchant.lead ? (JSON.parse(merchant.lead) as Record<string, unknown>) : null,
        merchantAccount: {
          mlsProspectRef: merchant.mls_prospect_ref,
          onboardingStatus: merchant.onboarding_status,
        },
      };
    },
  );
}
