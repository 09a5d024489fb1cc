import type { PrimaryBank, SecondaryBank } from '../bank/bank';
import type { CompanyInformation } from '../business-details/company-information';
import type { CashPay, CustomerSupport } from '../customer-support/customer-support';
import type { Lead } from '../lead/lead';
import type { Location } from '../business-details/location';
import type { Owner } from '../business-details/owner';
import type { StoreDetails } from '../business-details/store-details';
import { CASH_PAY_RULES, CUSTOMER_SUPPORT_RULES } from '../customer-support/support-rules';
import { COMPANY_INFORMATION_RULES } from '../business-details/company-information-rules';
import type { ApplicabilityContext } from './context';
import type { SectionRules } from './field-rule';
import { LOCATION_LIST_RULES, LOCATION_RULES, OWNER_RULES } from '../business-details/owner-rules';
import { PRIMARY_BANK_RULES, SECONDARY_BANK_RULES } from '../bank/bank-rules';
import { LEAD_RULES } from '../lead/lead-rules';
import { STORE_DETAILS_RULES } from '../business-details/store-rules';
import { ruleStates, type FieldState } from './rule-states';

/** The answers of the locations step as a whole. */
export interface LocationListAnswers {
  locations: readonly Location[];
  /** The path of an uploaded store location file, '' when none. */
  storeLocationUpload: string;
}

/** The answers each section's rules read. */
export interface SectionAnswers {
  lead: Lead;
  companyInformation: CompanyInformation;
  storeDetails: StoreDetails;
  owner: Owner;
  location: Location;
  locations: LocationListAnswers;
  primaryBank: PrimaryBank;
  secondaryBank: SecondaryBank;
  customerSupport: CustomerSupport;
  cashPay: CashPay;
}

/** A section the applicability engine knows. */
export type ApplicabilitySection = keyof SectionAnswers;

/** The fields of a section that carry a rule. */
export type RuledField<S extends ApplicabilitySection> = S extends 'locations'
  ? 'storeLocationUpload'
  : keyof SectionAnswers[S] & string;

export type { FieldState };

/** The rule table of every section. */
export const SECTION_RULES: { readonly [S in ApplicabilitySection]: SectionRules<RuledField<S>> } =
  {
    lead: LEAD_RULES,
    companyInformation: COMPANY_INFORMATION_RULES,
    storeDetails: STORE_DETAILS_RULES,
    owner: OWNER_RULES,
    location: LOCATION_RULES,
    locations: LOCATION_LIST_RULES,
    primaryBank: PRIMARY_BANK_RULES,
    secondaryBank: SECONDARY_BANK_RULES,
    customerSupport: CUSTOMER_SUPPORT_RULES,
    cashPay: CASH_PAY_RULES,
  };

/**
 * The shown, applicable and required state of every field of `section`, derived from the
 * section's answers and the rest of the merchant (doc 1 §4, doc 2 §4).
 */
export function fieldStates<S extends ApplicabilitySection>(
  section: S,
  answers: Partial<SectionAnswers[S]>,
  context: ApplicabilityContext = {},
): Record<RuledField<S>, FieldState> {
  return ruleStates(SECTION_RULES[section] as SectionRules<RuledField<S>>, answers, context);
}

/** The fields of `section` that apply right now, in table order. */
export function applicableFields<S extends ApplicabilitySection>(
  section: S,
  answers: Partial<SectionAnswers[S]>,
  context: ApplicabilityContext = {},
): RuledField<S>[] {
  const states = fieldStates(section, answers, context);
  return (Object.keys(states) as RuledField<S>[]).filter((field) => states[field].applicable);
}
