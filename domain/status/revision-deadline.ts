/**
 * The deadline of a request for changes as the merchant reads it: a date in the merchant's
 * locale (the English of the country the business is registered in), without a time, since the
 * request is open for the whole day (decision 0265).
 */
import type { CountryCode } from '../countries/country-code';

/** The locale of each country's merchants; the UK's is en-GB. */
export const MERCHANT_LOCALES: Readonly<Record<CountryCode, string>> = {
  US: 'en-US',
  CA: 'en-CA',
  AU: 'en-AU',
  NZ: 'en-NZ',
  UK: 'en-GB',
};

/** "12 December 2026" (en-GB), "December 12, 2026" (en-US); `timeZone` is the browser's unless given. */
export function deadlineDate(deadline: number, country?: CountryCode, timeZone?: string): string {
  return new Intl.DateTimeFormat(MERCHANT_LOCALES[country ?? 'US'], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(deadline);
}

/** What the page says of the deadline: the date to answer by, or that it passed. */
export function deadlineText(date: string, overdue: boolean): string {
  return overdue
    ? `The deadline of ${date} has passed. You can still make these changes and send them for review.`
    : `Make these changes by ${date}.`;
}
