import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const SORT_CODE_MESSAGE = msg('validation.sortCode');

/** Checks a UK sort code: three pairs of digits joined by hyphens (12-34-56). */
export function checkSortCode(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '' || /^\d{2}-\d{2}-\d{2}$/.test(v)) return undefined;
  return fieldError('InvalidFormat', SORT_CODE_MESSAGE);
}
