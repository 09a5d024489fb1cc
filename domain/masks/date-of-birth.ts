import type { CountryCode } from '../countries/country-code';
import { dobMaskFor, isRealDate, pad, type CalendarDate } from './dob-mask';

export {
  dobMaskFor,
  dobPlaceholderFor,
  dobToIso,
  formatDobInput,
  isoToDob,
  isRealDate,
  parseDob,
  type CalendarDate,
} from './dob-mask';

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

/** The months in Canadian French, written without accents as they are compared. */
const FRENCH_MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];

/**
 * The month a word names, in English or French: its full name or at least its first three
 * letters ("Sept", "nov", "févr."), accents optional. "jui" is read as juin; "juil" is July.
 */
function monthOfWord(word: string): number | undefined {
  const w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  if (w.length < 3) return undefined;
  for (const names of [MONTHS, FRENCH_MONTHS]) {
    const index = names.findIndex((name) => name.startsWith(w));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

const SEP = '[\\s\\-/.,]+';
// A day may carry an English ordinal or French's "1er"; month words may hold French accents.
const DAY_MONTH_YEAR = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th|er)?${SEP}([a-zà-ÿ]+\\.?)${SEP}(\\d{4})$`,
  'i',
);
const MONTH_DAY_YEAR = new RegExp(
  `^([a-zà-ÿ]+\\.?)${SEP}(\\d{1,2})(?:st|nd|rd|th)?${SEP}(\\d{4})$`,
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
