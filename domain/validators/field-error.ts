import type { FieldError, FieldErrorCode } from '../errors/field-errors';
import type { Text } from '../i18n/message';

/** A field error with its catalogue code (doc 2 §8) and the message shown under the field. */
export function fieldError(code: FieldErrorCode, error: Text): FieldError {
  return { code, error };
}

/** Strings are trimmed before any rule reads them (doc 2 §3 "Field parts"). */
export function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** True for a non-empty string of ASCII digits. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}
