import { countryRules } from '../countries';
import type { CountryCode } from '../countries/country-code';
import { COUNTRY_CODES } from '../countries/country-code';
import type { FieldError } from '../errors/field-errors';
import { stateEntryFor, stateValuesFor } from '../picklists/states';
import { YES_NO } from '../picklists/yes-no';
import { fieldError } from '../validators/field-error';
import { checkPickList } from '../validators/pick-list';
import { checkNotPoBox } from '../validators/po-box';
import { checkPostalCode } from '../validators/postal-code';
import type { CheckContext, FieldCheck, FieldSpec } from './check-context';

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

/** A street: never a PO box (doc 2 §5). */
export const streetCheck: FieldCheck = (value) => checkNotPoBox(value);

/** A postal code by country rules (doc 2 §5). */
export const postalCodeCheck: FieldCheck = forCountry((value, country) =>
  checkPostalCode(value, country),
);

/** A state: from the country's list where it has one; free text in NZ. */
export const stateCheck: FieldCheck = forCountry((value, country) =>
  stateEntryFor(country).kind === 'pickList'
    ? checkPickList(value, stateValuesFor(country))
    : undefined,
);

/** The specs of an address's parts under one section's names. */
export function addressSpecs(names: {
  street: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
}): Record<string, FieldSpec> {
  return {
    [names.street]: { check: streetCheck },
    [names.street2]: { check: streetCheck },
    [names.state]: { check: stateCheck },
    [names.postalCode]: { check: postalCodeCheck },
  };
}

/** The error of a box that must be ticked. */
export const mustTick = (error: string): FieldError => fieldError('Required', error);

/** A pick-list value from the country rules (acquirers, platforms, sales bands). */
export const fromCountryRules = (
  pick: (rules: ReturnType<typeof countryRules>) => readonly string[],
): FieldCheck => oneOfFor((country) => pick(countryRules(country)));
