import { isFilled } from '../applicability/conditions';
import {
  fieldStates,
  type ApplicabilitySection,
  type RuledField,
  type SectionAnswers,
} from '../applicability/field-states';
import { isMaskedValue, isSensitiveField } from '../api/merchant-api';
import { toCountryCode } from '../countries/country-code';
import type { FieldError } from '../errors/field-errors';
import { checkRequired, joinMultiSelect } from '../validators';
import { normaliseField } from '../validators/normalise';
import { PRIMARY_BANK_SPECS, SECONDARY_BANK_SPECS } from './bank-checks';
import {
  answerText,
  type CheckContext,
  type FieldSpec,
  type ValidationContext,
} from './check-context';
import { COMPANY_INFORMATION_SPECS } from './company-information-checks';
import { LOCATION_SPECS, OWNER_SPECS } from './owner-checks';
import { LEAD_SPECS, STORE_DETAILS_SPECS } from './store-checks';
import { CASH_PAY_SPECS, CUSTOMER_SUPPORT_SPECS } from './support-checks';

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

const REQUIRED_ERROR = checkRequired('') as FieldError;

/** A multi-select's options joined as stored; any other value as trimmed text. */
const asText = (value: unknown): string =>
  Array.isArray(value)
    ? joinMultiSelect(value.filter((v): v is string => typeof v === 'string'))
    : typeof value === 'string'
      ? value.trim()
      : typeof value === 'number'
        ? String(value)
        : '';

/**
 * The errors of one section's applicable fields: a required field left empty gets its missing
 * error, a filled field its format rule (doc 2 §4 "Only applicable fields are validated").
 */
export function sectionFieldErrors<S extends ApplicabilitySection>(
  section: S,
  answers: Partial<SectionAnswers[S]>,
  context: ValidationContext = {},
): Partial<Record<RuledField<S>, FieldError>> {
  // Identifiers are read as the server keeps them: "51 824 753 556" is the ABN 51824753556.
  const values = Object.fromEntries(
    Object.entries(answers as Readonly<Record<string, unknown>>).map(([field, value]) => [
      field,
      typeof value === 'string' ? normaliseField(field, value) : value,
    ]),
  );
  const states = fieldStates(section, answers, context);
  const specs = SPECS[section] as Partial<Record<string, FieldSpec>>;
  const ctx: CheckContext = {
    country: toCountryCode(answerText(values, 'registeredCountry') || context.registeredCountry),
    answers: values,
    context,
  };
  const errors: Partial<Record<string, FieldError>> = {};
  for (const [field, state] of Object.entries(states) as [
    string,
    { applicable: boolean; required: boolean },
  ][]) {
    if (!state.applicable) continue;
    const value = values[field];
    const spec = specs[field];
    if (!isFilled(value)) {
      if (state.required) errors[field] = spec?.whenMissing ?? REQUIRED_ERROR;
      continue;
    }
    // A restored sensitive value comes back masked (`•••••6789`); the server puts the stored
    // value back before it validates, so a masked value counts as filled and valid here.
    if (isSensitiveField(field) && isMaskedValue(value)) continue;
    const error = spec?.check?.(asText(value), ctx);
    if (error) errors[field] = error;
  }
  return errors as Partial<Record<RuledField<S>, FieldError>>;
}
