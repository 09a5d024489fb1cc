import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError, isDigits } from './field-error';
import { maxLengthMessage, minLengthMessage } from './length';

/** doc 2 §5: abn is digits only. */
export const ABN_DIGITS_MESSAGE = msg('validation.noDashesOrOtherCharacters');
/** doc 2 §5: abn holds 9 to 11 digits. */
export const ABN_MIN_LENGTH_MESSAGE = minLengthMessage(9);
export const ABN_MAX_LENGTH_MESSAGE = maxLengthMessage(11);
/** Ours: digits of the right length that are neither a valid ABN nor a valid ACN. */
export const ABN_INVALID_MESSAGE = msg('validation.abnInvalid', { abnDigits: 11, acnDigits: 9 });

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * The ABN check (Australian Business Register, "Format of the ABN"): subtract 1 from the first
 * digit, weight the 11 digits by 10, 1, 3, 5, …, 19, and the sum must divide by 89. 89 is
 * prime and larger than every weight × digit change, so any single mistyped digit breaks it.
 */
export function isAbnChecksumValid(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, i) => total + weight * (Number(abn[i]) - (i === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/**
 * The ACN check (ASIC, "Australian Company Number (ACN) check digit"): weight the first 8 digits
 * by 8, 7, …, 1; the check digit is (10 − sum mod 10) mod 10.
 */
export function isAcnChecksumValid(acn: string): boolean {
  if (!/^\d{9}$/.test(acn)) return false;
  const sum = [...acn.slice(0, 8)].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  return (10 - (sum % 10)) % 10 === Number(acn[8]);
}

/**
 * Checks the abn field: digits only, 9 to 11 of them (doc 2 §5, §9). Eleven digits must pass
 * the ABN check and nine the ACN check, the company number that the 9-digit entries hold; no
 * Australian business identifier has 10 digits.
 */
export function checkAbn(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!isDigits(v)) return fieldError('InvalidFormat', ABN_DIGITS_MESSAGE);
  if (v.length < 9) return fieldError('InvalidLength', ABN_MIN_LENGTH_MESSAGE);
  if (v.length > 11) return fieldError('InvalidLength', ABN_MAX_LENGTH_MESSAGE);
  const valid = v.length === 11 ? isAbnChecksumValid(v) : isAcnChecksumValid(v);
  return valid ? undefined : fieldError('InvalidFormat', ABN_INVALID_MESSAGE);
}
