import type { Merchant } from '../merchant/merchant';
import type { OwnerControl } from '../merchant/merchant-account';

/**
 * What the rules of a section read besides the section's own answers. A section's own answer
 * wins: the company form's registeredCountry and businessType, the store form's salesChannel
 * and industry are read from the form being filled.
 */
export interface ApplicabilityContext {
  registeredCountry?: string;
  businessType?: string;
  /** The business address state or province (Canadian rules name provinces). */
  businessState?: string;
  salesChannel?: string;
  industry?: string;
  /** The account configuration requires proof of insurance (AU, NZ). */
  requireInsurance?: boolean;
  /** Per-owner ID controls, by owner position. */
  ownerControls?: readonly OwnerControl[];
  /** The position of the owner being evaluated; 0 is the first owner. */
  ownerIndex?: number;
  /** How many store locations are listed. */
  locationCount?: number;
}

const firstFilled = (...values: (string | undefined)[]): string | undefined =>
  values.find((v) => v !== undefined && v.trim() !== '');

/**
 * The context of a whole merchant: the onboarding answers first, the lead's where the
 * onboarding forms are still empty (doc 1 §3 "Lead values are copied").
 */
export function contextOfMerchant(merchant: Merchant): ApplicabilityContext {
  const { lead, companyInformation: company, storeDetails: store } = merchant;
  return {
    registeredCountry: firstFilled(company.registeredCountry, lead.registeredCountry),
    businessType: company.businessType,
    businessState: company.businessState,
    salesChannel: firstFilled(store.salesChannel, lead.salesChannel),
    industry: firstFilled(store.industry, lead.industry),
    requireInsurance: merchant.merchantAccount.requireInsurance,
    ownerControls: merchant.merchantAccount.ownerControls,
    locationCount: merchant.locations.length,
  };
}
