import { msg, type Message } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import type { CountryCode } from '../countries/country-code';
import { parseDob, type CalendarDate } from '../masks/dob-mask';
import { clean, fieldError } from './field-error';

/** doc 2 §5: unparsable, before 1900 or in the future. */
export const INVALID_DATE_MESSAGE = msg('validation.invalidDate');

/** Ours (the seeds give only the ages): shown when the owner is younger than the sign-up age. */
export const minimumAgeMessage = (age: number): Message => msg('validation.minimumAge', { age });

/** doc 2 §9: date of birth minimum year. */
export const DOB_MIN_YEAR = 1900;

/** What besides the date decides the sign-up age. */
export interface DobContext {
  /** The owner's state or province, as stored (code, or name for Canada). */
  readonly state?: string | undefined;
  /** True when the owner is a ward of the state. */
  readonly wardOfState?: boolean | undefined;
  /** The date the check runs on; defaults to now. Read with local calendar fields. */
  readonly today?: Date | undefined;
}

/**
 * The sign-up age (doc 1 §9, doc 2 §5): 18, but 19 in Alabama (its age of majority) and for a
 * ward of the state in Nebraska.
 */
export function minimumSignUpAge(country: CountryCode, ctx: DobContext = {}): number {
  if (country !== 'US') return 18;
  const state = ctx.state?.trim().toUpperCase();
  if (state === 'AL' || state === 'ALABAMA') return 19;
  if ((state === 'NE' || state === 'NEBRASKA') && ctx.wardOfState) return 19;
  return 18;
}

const compare = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** Whole years from `birth` to `today`. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Checks a date of birth typed as MM-DD-YYYY (US, Canada) or DD-MM-YYYY (elsewhere): a real date
 * from 1900 up to today, and an owner at least the sign-up age.
 */
export function checkDateOfBirth(
  value: string,
  country: CountryCode,
  ctx: DobContext = {},
): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  const now = ctx.today ?? new Date();
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const birth = parseDob(v, country);
  if (!birth || birth.year < DOB_MIN_YEAR || compare(birth, today) > 0) {
    return fieldError('InvalidFormat', INVALID_DATE_MESSAGE);
  }
  const minimum = minimumSignUpAge(country, ctx);
  return ageOn(birth, today) < minimum
    ? fieldError('InvalidFormat', minimumAgeMessage(minimum))
    : undefined;
}
