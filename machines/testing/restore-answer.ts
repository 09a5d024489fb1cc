/**
 * Test support: the GET /api/restore answer of a merchant, as the business details machine's
 * `restore` call receives it (a POST_LEAD merchant in compliance checks, nothing uploaded).
 */
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { Merchant } from '../../domain/merchant/merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';

/** The restore answer of `merchant`; `overrides` replace whole fields of the answer. */
export function restoreAnswerOf(
  merchant: Merchant,
  overrides: Partial<RestoreResponse> = {},
): RestoreResponse {
  return {
    userState: 'POST_LEAD',
    formCompletedState: emptyFormCompletedState(),
    lead: merchant.lead,
    companyInformation: merchant.companyInformation,
    storeDetails: merchant.storeDetails,
    owners: merchant.owners,
    locations: merchant.locations,
    primaryBank: merchant.primaryBank,
    secondaryBank: merchant.secondaryBank,
    customerSupport: merchant.customerSupport,
    cashPay: merchant.cashPay,
    storeLocationsFile: null,
    merchantAccount: {
      ...merchant.merchantAccount,
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      gatewayEnabled: false,
    },
    ...overrides,
  };
}
