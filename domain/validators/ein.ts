import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const EIN_FORMAT_MESSAGE = msg('validation.einFormat', { count: 9 });
/** Ours: 9 digits that begin with a prefix the IRS does not assign. */
export const EIN_PREFIX_MESSAGE = msg('validation.einPrefix');

/**
 * EIN prefixes the IRS assigns, by campus and for internet applications (IRS, "How EINs are
 * Assigned and Valid EIN Prefixes"): 01-06, 10-16, 20-27, 30-39, 40-48, 50-68, 71-77, 80-88,
 * 90-95, 98, 99. Unassigned: 00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
 */
export const EIN_PREFIXES: ReadonlySet<string> = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 39],
    [40, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from = 0, to = 0]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0')),
  ),
);

/** Checks an employer identification number: 9 digits with an assigned prefix. */
export function checkEin(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!/^\d{9}$/.test(v)) return fieldError('InvalidFormat', EIN_FORMAT_MESSAGE);
  return EIN_PREFIXES.has(v.slice(0, 2))
    ? undefined
    : fieldError('InvalidFormat', EIN_PREFIX_MESSAGE);
}
