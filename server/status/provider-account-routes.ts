/**
 * The account calls of the integration step (doc 2 §7): POST /api/zdo/create-account,
 * GET /api/zdo/get-apc-credentials and POST /api/zdo/update-gateway-enabled. The account itself
 * is created by the back office (an operator's approval or an account.created webhook); asking
 * for it records a request the console shows.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  STATUS_API,
  type ApcCredentials,
  type CreateAccountResponse,
  type UpdateGatewayEnabledResponse,
} from '../../domain/api/status-api';
import { isZdoGroup } from '../../domain/picklists/onboarding-groups';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { formCompletedStateOf } from '../session/user-state-response';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { parseBody } from '../http/parse-body';
import { msg } from '../../domain/i18n/message';

export const ZDO_GROUP_ACCOUNT = msg('status.server.zdoGroupAccount');
export const NO_ACCOUNT_YET = msg('status.server.noAccountYet');
export const GATEWAY_INVALID = 'Send {isEnabled} as true or false.';

const GatewaySchema = v.strictObject({ isEnabled: v.boolean() });

/** The ZDO account calls. */
export async function providerAccountRoutes(
  app: FastifyInstance,
  deps: BackOfficeDeps,
): Promise<void> {
  const { repos, bo, clock } = deps;
  const guard = { preHandler: requireMerchant(deps.sessions) };

  app.post(
    STATUS_API.zdoCreateAccount,
    guard,
    async (request, reply): Promise<CreateAccountResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const merchantId = request.merchantSession!.merchant_id;
      const account = await repos.merchantAccounts.get(merchantId);
      if (!account) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      if (account.merchantId) return { status: 'CREATED' };
      if (await bo.accountRequests.isPending(merchantId)) return { status: 'PENDING' };
      // doc 2 §7: only without a merchantId and without a (ZDO) onboarding group.
      if (isZdoGroup(account.onboardingGroup))
        return reply.code(409).send({ error: ZDO_GROUP_ACCOUNT });
      await bo.accountRequests.request(merchantId, clock());
      await bo.audit.append(
        {
          actor: `merchant:${merchantId}`,
          action: 'account.requested',
          merchantId,
          before: { accountRequestPending: false },
          after: { accountRequestPending: true },
        },
        clock(),
      );
      return { status: 'PENDING' };
    },
  );

  app.get(
    STATUS_API.zdoCredentials,
    guard,
    async (request, reply): Promise<ApcCredentials | undefined> => {
      reply.header('cache-control', 'no-store');
      const account = await repos.merchantAccounts.get(request.merchantSession!.merchant_id);
      if (!account) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      if (!account.merchantId || !account.secretKey)
        return reply.code(404).send({ error: NO_ACCOUNT_YET });
      return { merchantId: account.merchantId, secretKey: account.secretKey };
    },
  );

  app.post(
    STATUS_API.zdoUpdateGatewayEnabled,
    { ...guard, bodyLimit: 1024 },
    async (request, reply): Promise<UpdateGatewayEnabledResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const body = parseBody(GatewaySchema, request.body);
      if (!body) return reply.code(400).send({ error: GATEWAY_INVALID });
      const merchantId = request.merchantSession!.merchant_id;
      // The flags are read and written back under the merchant's lock (server/db/merchant-lock).
      const changed = await deps.withMerchantLock(merchantId, async (locked) => {
        const merchant = await locked.merchants.findById(merchantId);
        const account = await locked.merchantAccounts.get(merchantId);
        if (!merchant || !account) return 'unknown' as const;
        if (!account.merchantId) return 'no-account' as const;
        const formCompletedState = {
          ...formCompletedStateOf(merchant),
          gatewayEnabled: body.isEnabled,
        };
        await locked.merchantAccounts.update(merchantId, { gatewayEnabled: body.isEnabled });
        await locked.merchantSections.setFormCompletion(merchantId, formCompletedState);
        return { account, formCompletedState };
      });
      if (changed === 'unknown') return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      if (changed === 'no-account') return reply.code(409).send({ error: NO_ACCOUNT_YET });
      const { account, formCompletedState } = changed;
      await bo.audit.append(
        {
          actor: `merchant:${merchantId}`,
          action: 'gateway_enabled.changed',
          merchantId,
          before: { gatewayEnabled: account.gatewayEnabled },
          after: { gatewayEnabled: body.isEnabled },
        },
        clock(),
      );
      return { formCompletedState };
    },
  );
}
