import type { ApplicabilityContext } from '../applicability/context';
import type { CountryCode } from '../countries/country-code';
import type { FieldError } from '../errors/field-errors';

/**
 * What validation reads besides the applicability context: the names a bank account must carry
 * (doc 2 §4 "Sole-trader bank account name must match the owner; others must match the legal
 * entity") and the day a date of birth is checked on.
 */
export interface ValidationContext extends ApplicabilityContext {
  /** The first owner's full name. */
  ownerName?: string;
  /** The company's legal business name. */
  legalBusinessName?: string;
  /** Names the business trades under, given elsewhere in the application (the store name). */
  tradingNames?: readonly string[];
  /** The day dates are checked against; defaults to now. */
  today?: Date;
}

/** What a field check reads: the country, the section's (trimmed) answers and the context. */
export interface CheckContext {
  country: CountryCode | undefined;
  answers: Readonly<Record<string, unknown>>;
  context: ValidationContext;
}

/** The format rule of one field, run on a non-empty value (multi-selects joined with ';'). */
export type FieldCheck = (value: string, ctx: CheckContext) => FieldError | undefined;

/** How a field is checked once it applies. */
export interface FieldSpec {
  /** The format rule; none means any non-empty value passes. */
  check?: FieldCheck;
  /** The error of a required field left empty (or a box left unticked); 'Value Required' if none. */
  whenMissing?: FieldError;
}

/** The text of an answer: trimmed, '' for anything but a string. */
export function answerText(answers: Readonly<Record<string, unknown>>, field: string): string {
  const value = answers[field];
  return typeof value === 'string' ? value.trim() : '';
}
