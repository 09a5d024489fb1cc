import type { LeadField } from './lead';
import { checkEmail } from '../validators/email';
import { checkPhone } from '../validators/phone';
import type { FieldSpec } from '../schemas/check-context';
import { forCountry, registeredCountryCheck, yesNo } from '../schemas/common-checks';
import { SHARED_SPECS } from '../business-details/shared-store-checks';

/** How each lead field is checked (doc 2 §5). */
export const LEAD_SPECS: Partial<Record<LeadField, FieldSpec>> = {
  ...SHARED_SPECS,
  registeredCountry: { check: registeredCountryCheck },
  franchisee: { check: yesNo },
  email: { check: (v) => checkEmail(v) },
  phone: { check: forCountry((v, country) => checkPhone(v, country)) },
};
