import { toCountryCode } from '../countries/country-code';
import { evaluate, isFilled, rulesOf, type Facts } from './conditions';
import type { ApplicabilityContext } from './context';
import type { FieldRule, SectionRules } from './field-rule';

/*
 * The applicability engine on one section's rule table. A page that runs one section's rules
 * imports that table and this engine only, so it does not load every other section's rules
 * (docs/decisions/0181-lighter-form-routes.md); `field-states.ts` maps section names to tables.
 */

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
 * The shown, applicable and required state of every field of one section's rule table, derived
 * from the section's answers and the rest of the merchant (doc 1 §4, doc 2 §4).
 */
export function ruleStates<F extends string>(
  rules: SectionRules<F>,
  answers: object,
  context: ApplicabilityContext = {},
): Record<F, FieldState> {
  const facts = factsOf(
    rules as SectionRules<string>,
    answers as Readonly<Record<string, unknown>>,
    context,
  );
  const gateApplies = evaluate(rules.gate?.applies ?? true, facts);
  const gateRequired = gateApplies && evaluate(rules.gate?.required ?? true, facts);
  const states: Record<string, FieldState> = {};
  for (const [field, rule] of Object.entries(rules.fields) as [string, FieldRule][]) {
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
  return states as Record<F, FieldState>;
}
