import * as v from 'valibot';
import {
  locationErrorKey,
  ownerErrorKey,
  type ErrorSection,
  type FieldError,
} from '../errors/field-errors';
import type { ValidationContext } from './check-context';
import { locationsSchema } from './locations.schema';
import { ownersSchema } from './owners.schema';
import {
  cashPaySchema,
  companyInformationSchema,
  customerSupportSchema,
  leadSchema,
  primaryBankSchema,
  secondaryBankSchema,
  storeDetailsSchema,
} from './section-schemas';
import { fieldErrorOfIssue } from './valibot-shape';

/** The schema of each section errors are collected by (doc 2 §8). */
const SCHEMA_OF: Record<
  ErrorSection,
  (context: ValidationContext) => v.GenericSchema<unknown, unknown>
> = {
  lead: leadSchema as never,
  companyInformation: companyInformationSchema as never,
  storeDetails: storeDetailsSchema as never,
  owners: ownersSchema as never,
  locations: locationsSchema as never,
  primaryBank: primaryBankSchema as never,
  secondaryBank: secondaryBankSchema as never,
  customerSupport: customerSupportSchema as never,
  cashPay: cashPaySchema as never,
};

/** The schema the form and the server both use for `section`. */
export function schemaFor(
  section: ErrorSection,
  context: ValidationContext = {},
): v.GenericSchema<unknown, unknown> {
  return SCHEMA_OF[section](context);
}

/**
 * The key of an issue in the section's error map: the field name, `bo_{i}_{field}` for an
 * owner's field, `loc_{i}_{field}` for a location's (doc 2 §5, §8), the list's own name for a
 * list-level message.
 */
export function errorKeyOf(section: ErrorSection, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  const [first, index, field] = keys;
  if (
    (first === 'owners' || first === 'locations') &&
    typeof index === 'number' &&
    field !== undefined
  ) {
    return first === 'owners'
      ? ownerErrorKey(index, String(field))
      : locationErrorKey(index, String(field));
  }
  return first === undefined ? section : String(first);
}

/** A section's validation: the trimmed output when it passes, its error map when it does not. */
export type SectionResult<T = unknown> =
  | { success: true; output: T; errors: Record<string, FieldError> }
  | { success: false; output: undefined; errors: Record<string, FieldError> };

/** Validates one section's data with its schema and gives the output or the error map. */
export function parseSection(
  section: ErrorSection,
  data: unknown,
  context: ValidationContext = {},
): SectionResult {
  const result = v.safeParse(schemaFor(section, context), data);
  if (result.success) return { success: true, output: result.output, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    const key = errorKeyOf(section, issue);
    errors[key] ??= fieldErrorOfIssue(issue);
  }
  return { success: false, output: undefined, errors };
}

/** The error map of one section's data; empty when it is valid. */
export function validateSection(
  section: ErrorSection,
  data: unknown,
  context: ValidationContext = {},
): Record<string, FieldError> {
  return parseSection(section, data, context).errors;
}
