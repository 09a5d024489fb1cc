import type { LeadField } from '../merchant/lead';
import { REQUIRED, type SectionRules } from './field-rule';
import { SHARED_STORE_RULES } from './shared-store-rules';

/** The lead form (doc 1 §2 "Lead form"). */
export const LEAD_RULES: SectionRules<LeadField> = {
  fields: {
    ...SHARED_STORE_RULES,
    firstName: REQUIRED,
    lastName: REQUIRED,
    registeredCountry: REQUIRED,
    phone: REQUIRED,
    email: REQUIRED,
    franchisee: REQUIRED,
    franchiseName: { applies: { answers: { franchisee: ['Yes'] } } },
  },
};
