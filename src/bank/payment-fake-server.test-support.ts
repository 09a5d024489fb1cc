/**
 * Test support: the portal's answers for the payment information and customer service screens,
 * at the fetch boundary (src/testing/fake-server), for a signed-in merchant whose business details
 * are done. The app's own HTTP client, machines and screens run for real.
 */
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { CountryCode } from '../../domain/countries/country-code';
import { emptyPrimaryBank, emptySecondaryBank } from '../../domain/bank/bank';
import { emptyCustomerSupport } from '../../domain/customer-support/customer-support';
import type { Merchant } from '../../domain/merchant/merchant';
import { validMerchant, type ValidMerchantOptions } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer, type FakeAnswer, type FakeHandler } from '../testing/fake-server';

/** The three business forms done: the bank step is next. */
export const BUSINESS_DONE = {
  ...emptyFormCompletedState(),
  storeForm: true,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
};

/** The merchant reference errors are reported with. */
export const MERCHANT_REFERENCE = 'MP-4242';

/** GET /api/restore of `merchant` with nothing saved yet for the bank and customer support. */
export function restoreOf(merchant: Merchant, forms = BUSINESS_DONE): RestoreResponse {
  return {
    userState: 'POST_LEAD',
    formCompletedState: forms,
    email: merchant.lead.email,
    lead: merchant.lead,
    companyInformation: merchant.companyInformation,
    storeDetails: merchant.storeDetails,
    owners: merchant.owners,
    locations: merchant.locations,
    primaryBank: emptyPrimaryBank(),
    secondaryBank: emptySecondaryBank(),
    customerSupport: emptyCustomerSupport(),
    cashPay: merchant.cashPay,
    storeLocationsFile: null,
    merchantAccount: {
      ...merchant.merchantAccount,
      mlsProspectRef: MERCHANT_REFERENCE,
      onboardingStatus: '',
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      gatewayEnabled: false,
    },
  };
}

export interface PaymentServerOptions extends ValidMerchantOptions {
  linkAvailable?: boolean;
  businessType?: string;
  /** Further routes, or answers replacing the defaults. */
  routes?: Record<string, FakeHandler | FakeAnswer>;
}

/** Installs the answers of a `country` merchant; returns the merchant and the requests made. */
export function installPaymentServer(country: CountryCode, options: PaymentServerOptions = {}) {
  const merchant = validMerchant(country, options);
  if (options.businessType) merchant.companyInformation.businessType = options.businessType;
  const server = installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: BUSINESS_DONE,
        email: merchant.lead.email,
      },
    },
    'GET /api/restore': { body: restoreOf(merchant) },
    'GET /api/plaid/availability': { body: { linkAvailable: options.linkAvailable ?? false } },
    ...options.routes,
  });
  return { ...server, merchant };
}
