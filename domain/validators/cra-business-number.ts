import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const CRA_BN_FORMAT_MESSAGE = msg('validation.craBusinessNumberFormat', { count: 9 });
/** Ours: 9 digits whose last is not the BN check digit. */
export const CRA_BN_INVALID_MESSAGE = msg('validation.craBusinessNumberInvalid', { count: 9 });

/**
 * The Luhn (mod 10) check (ISO/IEC 7812-1 annex B): from the right, double every second digit,
 * subtract 9 from products over 9, and the sum must divide by 10. Canada Revenue Agency business
 * numbers carry a Luhn check digit in their ninth digit, as social insurance numbers do.
 */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const value = i % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** Checks a CRA business number (the 9-digit BN): 9 digits and a valid check digit. */
export function checkCraBusinessNumber(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!/^\d{9}$/.test(v)) return fieldError('InvalidFormat', CRA_BN_FORMAT_MESSAGE);
  return isLuhnValid(v) ? undefined : fieldError('InvalidFormat', CRA_BN_INVALID_MESSAGE);
}
