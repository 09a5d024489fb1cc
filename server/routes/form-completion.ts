/** POST /api/update-form-completion (doc 2 §7): see server/merchant/save-flags.ts. */
import type { FastifyInstance } from 'fastify';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import type { AppDeps } from '../app-deps';
import { requireMerchant } from '../auth/require-merchant';
import { objectBodyOf } from '../http/route-contracts';
import { replyForm } from '../merchant/merchant-replies';
import { saveFlags } from '../merchant/save-flags';

/** POST /api/update-form-completion with the flags to set. */
export async function formCompletionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    MERCHANT_API.updateFormCompletion,
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = objectBodyOf(request);
      const merchantId = request.merchantSession!.merchant_id;
      return replyForm(
        request,
        reply,
        await deps.withMerchantLock(merchantId, (repos) => saveFlags(repos, merchantId, body)),
      );
    },
  );
}
