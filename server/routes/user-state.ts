/** GET /user-state and GET /logout (doc 2 §7). */
import type { FastifyInstance } from 'fastify';
import { SESSION_API, type UserStateResponse } from '../../domain/api/session-api';
import type { AppDeps } from '../app-deps';
import { sessionUserState } from '../auth/user-state-response';
import { isEligibleForCashPay } from '../back-office/cash-pay-eligibility';

/** GET /user-state and GET /logout. */
export async function userStateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos } = deps;
  /** Offered cash pay: the status page then waits for the cash pay form (doc 1 §2). */
  const cashPayOffered = async (merchantId: string) => {
    const account = await repos.merchantAccounts.get(merchantId);
    return !!account && isEligibleForCashPay(deps.config.backOffice.flags, account);
  };

  app.get(SESSION_API.userState, async (request, reply): Promise<UserStateResponse> => {
    reply.header('cache-control', 'no-store');
    return sessionUserState(await sessions.read(request), repos.merchants, cashPayOffered);
  });

  app.get(SESSION_API.logout, async (request, reply) => {
    await sessions.end(request, reply);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
