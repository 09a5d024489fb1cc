import * as v from 'valibot';
import type { SectionRules } from '../applicability/field-rule';
import type { FieldError } from '../errors/field-errors';
import type { FieldSpec, ValidationContext } from './check-context';
import { ruleErrors } from './rule-errors';
import { collectErrors, shapeOf, type PathError } from './valibot-shape';

/*
 * A section's form schema from its own rule and check tables, so a page that holds one section
 * loads only that section's rules (docs/decisions/0181-lighter-form-routes.md).
 */

/** A section schema: what a form holds in, the same trimmed record out. */
export type SectionSchema<T> = v.GenericSchema<T, T>;

/** The errors of one section's record, by its rule and check tables, as path errors. */
export function rulePathErrors<F extends string>(
  rules: SectionRules<F>,
  specs: Partial<Record<F, FieldSpec>>,
  value: object,
  context: ValidationContext,
  prefix: readonly (string | number)[] = [],
): PathError[] {
  const errors = ruleErrors(rules, specs, value, context) as Record<string, FieldError>;
  return Object.entries(errors).map(([field, error]) => ({ path: [...prefix, field], error }));
}

/** The schema of a record shaped like `empty`, checked by its section's tables. */
export function recordSchemaOf<T extends object>(
  rules: SectionRules<keyof T & string>,
  specs: Partial<Record<keyof T & string, FieldSpec>>,
  empty: T,
  context: ValidationContext,
): SectionSchema<T> {
  return v.pipe(
    shapeOf(empty),
    collectErrors<T>((value) => rulePathErrors(rules, specs, value, context)),
  );
}
