import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const SSN_FORMAT_MESSAGE = msg('validation.numbersOnly', { count: 9 });

/** Ours: a number of 9 digits that the SSA never issues. */
export const SSN_NOT_ISSUED_MESSAGE = msg('validation.ssnNotIssued');

/**
 * Checks the owner's social security (or taxpayer identification) number: exactly 9 digits
 * (doc 2 §5), and not a number the Social Security Administration never assigns: area 000 or
 * 666, group 00 or serial 0000 (SSA, "Social Security Number Randomization", 2011). Areas 900-999
 * stay allowed because they are IRS individual taxpayer identification numbers, which a sole
 * proprietor may hold instead.
 */
export function checkSsn(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!/^\d{9}$/.test(v)) return fieldError('InvalidFormat', SSN_FORMAT_MESSAGE);
  const area = v.slice(0, 3);
  if (area === '000' || area === '666' || v.slice(3, 5) === '00' || v.slice(5) === '0000') {
    return fieldError('InvalidFormat', SSN_NOT_ISSUED_MESSAGE);
  }
  return undefined;
}
