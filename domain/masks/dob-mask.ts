import type { CountryCode } from '../countries/country-code';
import type { DobFormat } from '../countries/country-rules';
import { countryRules } from '../countries';

// The numeric mask and the yyyy-MM-dd conversions, apart from the typed-date reading in
// date-of-birth.ts, so the save payload does not load the reading of typed dates.

/** The date-of-birth input mask of `country` (doc 1 §3): MM-DD-YYYY for US and Canada. */
export function dobMaskFor(country: CountryCode): DobFormat {
  return countryRules(country).dobFormat;
}

/** Placeholder shown in an empty date-of-birth input, the mask itself. */
export const dobPlaceholderFor = dobMaskFor;

/**
 * Formats a date of birth as it is typed: digits only, at most 8, a hyphen after the first two
 * and the next two (25121990 -> 25-12-1990). The same for both masks; order is the country's.
 */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** A calendar date; months and days count from 1. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** True when year-month-day exists on the Gregorian calendar (no 31 April, no 29 Feb 2023). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Reads a date typed in the country's mask; undefined when it is not a real date. */
export function parseDob(value: string, country: CountryCode): CalendarDate | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [a, b, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date =
    dobMaskFor(country) === 'MM-DD-YYYY'
      ? { year: y, month: a, day: b }
      : { year: y, month: b, day: a };
  return isRealDate(date) ? date : undefined;
}

/** A number padded with zeros to `width` digits. */
export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The yyyy-MM-dd form sent to the server (doc 2 §5); undefined when the input is not a date. */
export function dobToIso(value: string, country: CountryCode): string | undefined {
  const date = parseDob(value, country);
  return date && `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The country's input form of a yyyy-MM-dd date; undefined when it is not a date. */
export function isoToDob(iso: string, country: CountryCode): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isRealDate(date)) return undefined;
  const [dd, mm, yyyy] = [pad(date.day, 2), pad(date.month, 2), pad(date.year, 4)];
  return dobMaskFor(country) === 'MM-DD-YYYY' ? `${mm}-${dd}-${yyyy}` : `${dd}-${mm}-${yyyy}`;
}
