import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5: a Select value outside its pick list. */
export const INVALID_PICK_LIST_MESSAGE = msg('validation.pickListInvalid');

/** doc 2 §5: a MultiSelect needs at least one option. */
export const MULTI_SELECT_REQUIRED_MESSAGE = msg('validation.multiSelectRequired');

/** MultiSelect values are stored joined with semicolons (doc 1 §3, doc 2 §5). */
export const MULTI_SELECT_SEPARATOR = ';';

/** Joins chosen options into the stored MultiSelect value. */
export function joinMultiSelect(values: readonly string[]): string {
  return values.join(MULTI_SELECT_SEPARATOR);
}

/** Splits a stored MultiSelect value into its options, dropping empty parts. */
export function splitMultiSelect(value: string | null | undefined): string[] {
  return clean(value)
    .split(MULTI_SELECT_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Fails when a non-empty value is not one of `allowed`. */
export function checkPickList(value: string, allowed: readonly string[]): FieldError | undefined {
  const v = clean(value);
  if (v === '' || allowed.includes(v)) return undefined;
  return fieldError('InvalidFormat', INVALID_PICK_LIST_MESSAGE);
}

/**
 * Checks a MultiSelect stored as `a;b;c`: at least one option, and every option in `allowed`.
 */
export function checkMultiSelect(
  value: string,
  allowed: readonly string[],
): FieldError | undefined {
  const parts = splitMultiSelect(value);
  if (parts.length === 0) return fieldError('Required', MULTI_SELECT_REQUIRED_MESSAGE);
  if (parts.some((part) => !allowed.includes(part))) {
    return fieldError('InvalidFormat', INVALID_PICK_LIST_MESSAGE);
  }
  return undefined;
}
