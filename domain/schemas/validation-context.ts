import { contextOfMerchant } from '../applicability/context';
import type { Merchant } from '../merchant/merchant';
import type { ValidationContext } from './check-context';

/**
 * The validation context of a whole merchant: the applicability context plus the names a bank
 * account must match. `overrides` wins (the day to check dates on, for instance).
 */
export function validationContextOf(
  merchant: Merchant,
  overrides: ValidationContext = {},
): ValidationContext {
  const owner = merchant.owners[0];
  return {
    ...contextOfMerchant(merchant),
    ownerName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
    legalBusinessName: merchant.companyInformation.legalBusinessName,
    tradingNames: [merchant.storeDetails.storeName, merchant.lead.storeName].filter(
      (name) => name.trim() !== '',
    ),
    ...overrides,
  };
}
