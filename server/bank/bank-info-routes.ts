/** POST /api/update-bank-info (doc 2 §7): the manual bank form; see server/bank/save-bank.ts. */
import type { FastifyInstance } from 'fastify';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import type { AppDeps } from '../app/app-deps';
import { requireMerchant } from '../session/require-merchant';
import { objectBodyOf } from '../http/route-contracts';
import { replyJudgedForm } from '../merchant/merchant-replies';
import { judgedSave } from '../revision/revision-save-rule';
import { saveBank } from './save-bank';

/** POST /api/update-bank-info. */
export async function bankInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    MERCHANT_API.updateBankInfo,
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = objectBodyOf(request);
      const merchantId = request.merchantSession!.merchant_id;
      const judged = await judgedSave(deps, merchantId, (repos, loaded) =>
        saveBank(repos, loaded, body),
      );
      return replyJudgedForm(request, reply, judged);
    },
  );
}
