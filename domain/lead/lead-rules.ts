import type { LeadField } from './lead';
import { REQUIRED, type SectionRules } from '../applicability/field-rule';
import { SHARED_STORE_RULES } from '../business-details/shared-store-rules';

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
