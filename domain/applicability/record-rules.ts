import { COMPANY_INFORMATION_RULES } from '../business-details/company-information-rules';
import type { SectionRules } from './field-rule';
import { LOCATION_RULES, OWNER_RULES } from '../business-details/owner-rules';
import { STORE_DETAILS_RULES } from '../business-details/store-rules';

/** A record of the business details page. */
export type RecordSection = 'companyInformation' | 'storeDetails' | 'owner' | 'location';

/**
 * The rule tables of the business details page's records, so its forms load no lead, bank or
 * support rules (docs/decisions/0181-lighter-form-routes.md).
 */
export const RECORD_RULES: Readonly<Record<RecordSection, SectionRules<string>>> = {
  companyInformation: COMPANY_INFORMATION_RULES,
  storeDetails: STORE_DETAILS_RULES,
  owner: OWNER_RULES,
  location: LOCATION_RULES,
};
