import {
  SECTION_RULES,
  type ApplicabilitySection,
  type RuledField,
  type SectionAnswers,
} from '../applicability/field-states';
import type { SectionRules } from '../applicability/field-rule';
import type { FieldError } from '../errors/field-errors';
import { PRIMARY_BANK_SPECS, SECONDARY_BANK_SPECS } from '../bank/bank-checks';
import type { FieldSpec, ValidationContext } from './check-context';
import { COMPANY_INFORMATION_SPECS } from '../business-details/company-information-checks';
import { LOCATION_SPECS, OWNER_SPECS } from '../business-details/owner-checks';
import { LEAD_SPECS } from '../lead/lead-checks';
import { STORE_DETAILS_SPECS } from '../business-details/store-checks';
import { ruleErrors } from './rule-errors';
import { CASH_PAY_SPECS, CUSTOMER_SUPPORT_SPECS } from '../customer-support/support-checks';

/** The check of every field of every section. */
const SPECS: { readonly [S in ApplicabilitySection]: Partial<Record<RuledField<S>, FieldSpec>> } = {
  lead: LEAD_SPECS,
  companyInformation: COMPANY_INFORMATION_SPECS,
  storeDetails: STORE_DETAILS_SPECS,
  owner: OWNER_SPECS,
  location: LOCATION_SPECS,
  locations: {},
  primaryBank: PRIMARY_BANK_SPECS,
  secondaryBank: SECONDARY_BANK_SPECS,
  customerSupport: CUSTOMER_SUPPORT_SPECS,
  cashPay: CASH_PAY_SPECS,
};

/**
 * The errors of one section's applicable fields: a required field left empty gets its missing
 * error, a filled field its format rule (doc 2 §4 "Only applicable fields are validated").
 */
export function sectionFieldErrors<S extends ApplicabilitySection>(
  section: S,
  answers: Partial<SectionAnswers[S]>,
  context: ValidationContext = {},
): Partial<Record<RuledField<S>, FieldError>> {
  return ruleErrors(
    SECTION_RULES[section] as SectionRules<RuledField<S>>,
    SPECS[section] as Partial<Record<RuledField<S>, FieldSpec>>,
    answers,
    context,
  );
}
