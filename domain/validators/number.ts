import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError, isDigits } from './field-error';

/** doc 2 §5: digits-only fields (the product also reads 'Must be a number'). */
export const NUMBER_MESSAGE = msg('validation.number');

/** Fails when a non-empty value is not a whole number written with digits only. */
export function checkNumber(value: string): FieldError | undefined {
  const v = clean(value);
  return v === '' || isDigits(v) ? undefined : fieldError('InvalidTypeNumber', NUMBER_MESSAGE);
}
