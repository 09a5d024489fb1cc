import { countryRules } from '../countries';
import type { CountryCode } from '../countries/country-code';
import { COUNTRY_CODES } from '../countries/country-code';
import type { FieldError } from '../errors/field-errors';
import type { Text } from '../i18n/message';
import { YES_NO } from '../picklists/yes-no';
import { fieldError } from '../validators/field-error';
import { checkPickList } from '../validators/pick-list';
import type { CheckContext, FieldCheck } from './check-context';

/** A value that must be one of a fixed list. */
export const oneOf =
  (allowed: readonly string[]): FieldCheck =>
  (value) =>
    checkPickList(value, allowed);

/** A value that must be one of a list that depends on the country; unknown country: any. */
export const oneOfFor =
  (listFor: (country: CountryCode) => readonly string[]): FieldCheck =>
  (value, { country }) =>
    country ? checkPickList(value, listFor(country)) : undefined;

/** A Yes/No answer. */
export const yesNo: FieldCheck = oneOf(YES_NO);

/** The registered country: one of the five codes. */
export const registeredCountryCheck: FieldCheck = oneOf(COUNTRY_CODES);

/** A check that needs the country; passes while the country is unknown. */
export const forCountry =
  (
    check: (value: string, country: CountryCode, ctx: CheckContext) => FieldError | undefined,
  ): FieldCheck =>
  (value, ctx) =>
    ctx.country ? check(value, ctx.country, ctx) : undefined;

/** The error of a box that must be ticked. */
export const mustTick = (error: Text): FieldError => fieldError('Required', error);

/** A pick-list value from the country rules (acquirers, platforms, sales bands). */
export const fromCountryRules = (
  pick: (rules: ReturnType<typeof countryRules>) => readonly string[],
): FieldCheck => oneOfFor((country) => pick(countryRules(country)));
