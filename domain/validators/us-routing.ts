import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** Ours, in the wording of the other 9-digit fields (doc 2 §5 gives "nine digits" only). */
export const US_ROUTING_FORMAT_MESSAGE = msg('validation.numbersOnly', { count: 9 });
/** Ours: 9 digits that fail the ABA check digit or start with an unassigned prefix. */
export const US_ROUTING_INVALID_MESSAGE = msg('validation.usRoutingInvalid', { count: 9 });

/**
 * The first two digits of an ABA routing number (American Bankers Association, "Routing Number
 * Policy" and the Federal Reserve's routing symbol table): 00 United States Government, 01-12
 * Federal Reserve districts, 21-32 thrift institutions, 61-72 electronic transactions, 80
 * traveler's checks.
 */
export function isAssignedRoutingPrefix(prefix: number): boolean {
  return (
    (prefix >= 0 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80
  );
}

/**
 * The ABA check: 3×(d1+d4+d7) + 7×(d2+d5+d8) + (d3+d6+d9) is a multiple of 10 (ABA Routing
 * Number Policy, "check digit"). 3, 7 and 1 are all prime to 10, so any single mistyped digit
 * breaks it.
 */
export function isAbaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** Checks a US routing number: 9 digits, an assigned prefix and the ABA check digit. */
export function checkUsRouting(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!/^\d{9}$/.test(v)) return fieldError('InvalidFormat', US_ROUTING_FORMAT_MESSAGE);
  if (!isAssignedRoutingPrefix(Number(v.slice(0, 2))) || !isAbaChecksumValid(v)) {
    return fieldError('InvalidFormat', US_ROUTING_INVALID_MESSAGE);
  }
  return undefined;
}
