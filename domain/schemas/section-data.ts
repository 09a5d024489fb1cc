import type { ErrorSection } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';

/** The data each section's schema validates, read from the merchant. */
export function sectionDataOf(merchant: Merchant): Record<ErrorSection, unknown> {
  return {
    lead: merchant.lead,
    companyInformation: merchant.companyInformation,
    storeDetails: merchant.storeDetails,
    owners: {
      owners: merchant.owners,
      agreementAccepted: merchant.formCompletion.agreementAccepted,
    },
    locations: {
      locations: merchant.locations,
      storeLocationUpload: merchant.storeLocationsFile?.path ?? '',
    },
    primaryBank: merchant.primaryBank,
    secondaryBank: merchant.secondaryBank,
    customerSupport: merchant.customerSupport,
    cashPay: merchant.cashPay,
  };
}
