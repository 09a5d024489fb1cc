/**
 * GET /api/restore (doc 2 §7 "restores merchant"): the signed-in merchant's saved answers. It is
 * behind requireMerchant, so saved data is never shown before the sign-in link is used
 * (docs/architecture.md §4). Sensitive values come back masked (domain/api/merchant-api). A plain
 * contact is never sent the store details, the locations or owners beyond the first (doc 1 §6,
 * docs/decisions/0258): those come back empty.
 */
import type { FastifyInstance } from 'fastify';
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { merchantUserState } from '../session/user-state-response';
import { isEligibleForCashPay } from '../back-office/cash-pay-eligibility';
import { maskRecord } from '../crypto/sensitive-values';
import { emptyStoreDetails } from '../../domain/business-details/store-details';
import { seesStoreDetailsAndAdditionalOwners } from '../../domain/session/contact-roles';
import { viewerRoleOf } from '../session/viewer-role';
import { leadOfRow, loadMerchant } from './merchant-record';
import { merchantRevision } from '../revision/revision-views';

/** GET /api/restore. */
export async function restoreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/restore',
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply): Promise<RestoreResponse> => {
      reply.header('cache-control', 'no-store');
      const loaded = await loadMerchant(deps.repos, request.merchantSession!.merchant_id);
      if (!loaded) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      const { merchant, account } = loaded;
      const { secretKey: _secret, ...accountFields } = account;
      const session = request.merchantSession!;
      const viewerRole = await viewerRoleOf(session.email, loaded.row, deps.repos.accountContacts);
      const seesAll = seesStoreDetailsAndAdditionalOwners(viewerRole);
      return {
        ...merchantUserState(loaded.row, {
          isEligibleForCashPay: isEligibleForCashPay(
            deps.config.backOffice.flags,
            account,
            merchant.companyInformation.registeredCountry,
          ),
          mark: account.accountMark,
          appIds: deps.config.platformAppIds,
        }),
        viewerRole,
        lead: leadOfRow(loaded.row),
        companyInformation: merchant.companyInformation,
        storeDetails: seesAll ? merchant.storeDetails : emptyStoreDetails(),
        owners: (seesAll ? merchant.owners : merchant.owners.slice(0, 1)).map((owner) =>
          maskRecord(owner),
        ),
        locations: seesAll ? merchant.locations : [],
        primaryBank: maskRecord(merchant.primaryBank),
        secondaryBank: maskRecord(merchant.secondaryBank),
        customerSupport: merchant.customerSupport,
        cashPay: merchant.cashPay,
        storeLocationsFile: seesAll ? merchant.storeLocationsFile : null,
        merchantAccount: {
          ...accountFields,
          selfServeInStore: merchant.merchantAccount.selfServeInStore,
        },
        revision: await merchantRevision(deps.repos.revisions, loaded.row.id, deps.clock()),
      };
    },
  );
}
