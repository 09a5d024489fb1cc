/** POST /api/update-store-info (doc 2 §7): see server/merchant/save-store.ts. */
import type { FastifyInstance } from 'fastify';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import type { AppDeps } from '../app-deps';
import { requireMerchant } from '../auth/require-merchant';
import { objectBodyOf } from '../http/route-contracts';
import { replyForm } from '../merchant/merchant-replies';
import { saveStoreInfo } from '../merchant/save-store';

/** POST /api/update-store-info {data}. */
export async function storeInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    MERCHANT_API.updateStoreInfo,
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = objectBodyOf(request);
      const merchantId = request.merchantSession!.merchant_id;
      return replyForm(
        request,
        reply,
        await deps.withMerchantLock(merchantId, (repos) => saveStoreInfo(repos, merchantId, body)),
      );
    },
  );
}
