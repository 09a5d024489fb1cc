import { toCountryCode } from '../countries/country-code';
import type { PrimaryBank, SecondaryBank } from '../merchant/bank';
import type { CompanyInformation } from '../merchant/company-information';
import type { CashPay, CustomerSupport } from '../merchant/customer-support';
import type { Lead } from '../merchant/lead';
import type { Location } from '../merchant/location';
import type { Owner } from '../merchant/owner';
import type { StoreDetails } from '../merchant/store-details';
import { CASH_PAY_RULES, CUSTOMER_SUPPORT_RULES } from './support-rules';
import { COMPANY_INFORMATION_RULES } from './company-information-rules';
import { evaluate, isFilled, rulesOf, type Facts } from './conditions';
import type { ApplicabilityContext } from './context';
import type { SectionRules } from './field-rule';
import { LOCATION_LIST_RULES, LOCATION_RULES, OWNER_RULES } from './owner-rules';
import { PRIMARY_BANK_RULES, SECONDARY_BANK_RULES } from './bank-rules';
import { LEAD_RULES, STORE_DETAILS_RULES } from './store-rules';

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

/** How one field is presented and checked right now. */
export interface FieldState {
  /** Visible on the form. */
  shown: boolean;
  /** Validated and sent; a field that does not apply is neither. */
  applicable: boolean;
  /** An empty value fails. */
  required: boolean;
  /** A label or hint other than the default (see the rule tables). */
  labelVariant?: string;
}

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

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function factsOf(
  rules: SectionRules<string>,
  answers: Readonly<Record<string, unknown>>,
  context: ApplicabilityContext,
): Facts {
  const country = toCountryCode(text(answers.registeredCountry) ?? context.registeredCountry);
  const ownerIndex = context.ownerIndex ?? 0;
  const control = context.ownerControls?.[ownerIndex];
  const listed = answers.locations;
  return {
    country,
    rules: rulesOf(country),
    businessType: text(answers.businessType) ?? context.businessType?.trim() ?? '',
    businessState: text(answers.businessState) ?? context.businessState?.trim() ?? '',
    channel: text(answers.salesChannel) ?? context.salesChannel?.trim() ?? '',
    industry: text(answers.industry) ?? context.industry?.trim() ?? '',
    requireInsurance: context.requireInsurance ?? false,
    control: {
      requireId: control?.requireId ?? false,
      requireCertifiedId: control?.requireCertifiedId ?? false,
    },
    ownerIndex,
    locationCount: Array.isArray(listed) ? listed.length : (context.locationCount ?? 0),
    sectionFilled: Object.entries(rules.fields).some(
      ([field, rule]) => rule.applies !== false && isFilled(answers[field]),
    ),
    answers,
  };
}

/**
 * The shown, applicable and required state of every field of `section`, derived from the
 * section's answers and the rest of the merchant (doc 1 §4, doc 2 §4).
 */
export function fieldStates<S extends ApplicabilitySection>(
  section: S,
  answers: Partial<SectionAnswers[S]>,
  context: ApplicabilityContext = {},
): Record<RuledField<S>, FieldState> {
  const rules = SECTION_RULES[section] as SectionRules<string>;
  const facts = factsOf(rules, answers as Readonly<Record<string, unknown>>, context);
  const gateApplies = evaluate(rules.gate?.applies ?? true, facts);
  const gateRequired = gateApplies && evaluate(rules.gate?.required ?? true, facts);
  const states: Record<string, FieldState> = {};
  for (const [field, rule] of Object.entries(rules.fields)) {
    const applicable = gateApplies && evaluate(rule.applies ?? true, facts);
    const state: FieldState = {
      shown: applicable && evaluate(rule.shown ?? true, facts),
      applicable,
      required: applicable && gateRequired && evaluate(rule.required ?? true, facts),
    };
    const variant = applicable
      ? rule.labelVariants?.find((v) => evaluate(v.when, facts))
      : undefined;
    if (variant) state.labelVariant = variant.variant;
    states[field] = state;
  }
  return states as Record<RuledField<S>, FieldState>;
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
