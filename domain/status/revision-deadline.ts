/**
 * The deadline of a request for changes as the merchant reads it: a date without a time, since
 * the request is open for the whole day (decision 0265). In English the date is written as the
 * country the business is registered in writes it (12 December 2026 in Australia, New Zealand and
 * the UK; December 12, 2026 in the US and Canada); in French as Quebec writes it.
 */
import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';

/** Countries that write the day before the month (en-AU, en-NZ, en-GB). */
const DAY_FIRST: ReadonlySet<CountryCode> = new Set(['AU', 'NZ', 'UK']);

/** The deadline's date for a merchant of `country`; the US order while the country is unknown. */
export function deadlineDate(deadline: number, country?: CountryCode): Message {
  const order = country && DAY_FIRST.has(country) ? 'dayFirst' : 'monthFirst';
  return msg(`revision.date.${order}`, { date: new Date(deadline) });
}

/** What the page says of the deadline: the date to answer by, or that it passed. */
export function deadlineText(date: Message, overdue: boolean): Message {
  return msg(overdue ? 'revision.deadlinePassed' : 'revision.deadline', { deadline: date });
}
