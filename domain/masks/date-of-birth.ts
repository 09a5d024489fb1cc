import type { CountryCode } from '../countries/country-code';
import type { DobFormat } from '../countries/country-rules';
import { countryRules } from '../countries';

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

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

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

/**
 * How a date of birth is shown once read: the month as a word ("15 April 1985"), so it cannot be
 * misread between day-month and month-day (decision 0110). A dayjs format, as Mantine's date
 * inputs take.
 */
export const DOB_DISPLAY_FORMAT = 'D MMMM YYYY';

/** The hint under the date of birth, with an example in the shown format. */
export const DOB_HINT = 'Type the day, month and year, for example 23 Nov 1980, or pick it';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month a word names: its full name or at least its first three letters ("Sept", "nov"). */
function monthOfWord(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((name) => name.startsWith(w));
  return index < 0 ? undefined : index + 1;
}

const SEP = '[\\s\\-/.,]+';
const DAY_MONTH_YEAR = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?${SEP}([a-z]+\\.?)${SEP}(\\d{4})$`,
  'i',
);
const MONTH_DAY_YEAR = new RegExp(
  `^([a-z]+\\.?)${SEP}(\\d{1,2})(?:st|nd|rd|th)?${SEP}(\\d{4})$`,
  'i',
);
const YEAR_MONTH_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * Reads a date of birth as the merchant types it, as yyyy-MM-dd: with the month as a word in
 * either order ("23 Nov 1980", "November 23, 1980"), as yyyy-MM-dd, or in digits in the
 * country's order (doc 2 §5: MM-DD-YYYY for the US and Canada, DD-MM-YYYY elsewhere). The input
 * then shows the month as a word, so a digit-only entry is confirmed before it is sent.
 * Undefined for anything that is not a real date.
 */
export function parseTypedDob(text: string, country: CountryCode): string | undefined {
  const value = text.trim();
  let date: CalendarDate | undefined;
  let m: RegExpExecArray | null;
  if ((m = DAY_MONTH_YEAR.exec(value))) {
    const month = monthOfWord(m[2]!);
    if (month) date = { year: Number(m[3]), month, day: Number(m[1]) };
  } else if ((m = MONTH_DAY_YEAR.exec(value))) {
    const month = monthOfWord(m[1]!);
    if (month) date = { year: Number(m[3]), month, day: Number(m[2]) };
  } else if ((m = YEAR_MONTH_DAY.exec(value))) {
    date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  } else if ((m = NUMERIC.exec(value) ?? DIGITS.exec(value))) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    date =
      dobMaskFor(country) === 'MM-DD-YYYY'
        ? { year, month: a, day: b }
        : { year, month: b, day: a };
  }
  if (!date || !isRealDate(date)) return undefined;
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * A yyyy-MM-dd date shown the way DOB_DISPLAY_FORMAT shows it ("15 April 1985"), for the moment
 * before the date input's code has loaded; undefined when it is not a date.
 */
export function formatDobWords(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isRealDate(date)) return undefined;
  const month = MONTHS[date.month - 1]!;
  return `${date.day} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${match[1]}`;
}
