import * as v from 'valibot';
import {
  locationErrorKey,
  ownerErrorKey,
  type ErrorSection,
  type FieldError,
} from '../errors/field-errors';
import { fieldErrorOfIssue } from './valibot-shape';

// Apart from validate-section.ts, which holds every section's schema, so a page that validates
// its own sections loads only their schemas.

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

/** Validates one section's data with `schema` and gives the output or the error map. */
export function parseWithSchema(
  section: ErrorSection,
  schema: v.GenericSchema<unknown, unknown>,
  data: unknown,
): SectionResult {
  const result = v.safeParse(schema, data);
  if (result.success) return { success: true, output: result.output, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    const key = errorKeyOf(section, issue);
    errors[key] ??= fieldErrorOfIssue(issue);
  }
  return { success: false, output: undefined, errors };
}
