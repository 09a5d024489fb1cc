import { isFilled } from '../applicability/conditions';
import type { SectionRules } from '../applicability/field-rule';
import { ruleStates } from '../applicability/rule-states';
import { isMaskedValue, isSensitiveField } from '../api/merchant-api';
import { toCountryCode } from '../countries/country-code';
import type { FieldError } from '../errors/field-errors';
import { joinMultiSelect } from '../validators/pick-list';
import { checkRequired } from '../validators/required';
import { normaliseField } from '../validators/normalise';
import {
  answerText,
  type CheckContext,
  type FieldSpec,
  type ValidationContext,
} from './check-context';

/*
 * The checks of one section from its rule table and its check table. A page that checks one
 * section imports those two tables and this function only, so it does not load every other
 * section's rules (docs/decisions/0181-lighter-form-routes.md); `section-errors.ts` maps section
 * names to tables.
 */

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
export function ruleErrors<F extends string>(
  rules: SectionRules<F>,
  specs: Partial<Record<F, FieldSpec>>,
  answers: object,
  context: ValidationContext = {},
): Partial<Record<F, FieldError>> {
  // Identifiers are read as the server keeps them: "51 824 753 556" is the ABN 51824753556.
  const values = Object.fromEntries(
    Object.entries(answers as Readonly<Record<string, unknown>>).map(([field, value]) => [
      field,
      typeof value === 'string' ? normaliseField(field, value) : value,
    ]),
  );
  const states = ruleStates(rules, answers, context);
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
    const spec = (specs as Partial<Record<string, FieldSpec>>)[field];
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
  return errors as Partial<Record<F, FieldError>>;
}
