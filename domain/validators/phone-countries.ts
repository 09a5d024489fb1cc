/**
 * The phone field's country picker (doc 1 §3 "A dial-code and phone-format table covers about 240
 * countries. Preferred phone countries: us, au, nz, ca, gb; the default follows the registered
 * country"). The table is libphonenumber-js's numbering-plan data (decision 0042); the picker only
 * writes the country's calling code into the number, so the stored value stays what doc 2 §5
 * keeps: digits and plus signs. It reads the same trimmed table as the checks (PHONE_METADATA:
 * every region and calling code, no display formats, which neither the picker nor parsing reads;
 * docs/decisions/0181-lighter-form-routes.md).
 */
import {
  getCountries as countriesIn,
  getCountryCallingCode as callingCodeIn,
  parsePhoneNumberFromString as parseWith,
  type CountryCode as PhoneRegion,
} from 'libphonenumber-js/core';
import { toCountryCode } from '../countries/country-code';
import { normalizePhoneInput, PHONE_METADATA, phoneRegionOf } from './phone';

const getCountries = () => countriesIn(PHONE_METADATA);
const getCountryCallingCode = (region: PhoneRegion) => callingCodeIn(region, PHONE_METADATA);
const parsePhoneNumberFromString = (text: string, region?: PhoneRegion) =>
  parseWith(text, { defaultCountry: region }, PHONE_METADATA);

/** doc 1 §3: listed first, in this order. */
export const PREFERRED_PHONE_REGIONS: readonly PhoneRegion[] = ['US', 'AU', 'NZ', 'CA', 'GB'];

export interface PhoneCountryOption {
  region: PhoneRegion;
  callingCode: string;
  name: string;
}

/**
 * Every region of the numbering-plan table with its calling code: the preferred five first, then
 * the rest by name. `nameOf` gives a region's name (the browser's Intl.DisplayNames).
 */
export function phoneCountryOptions(nameOf: (region: string) => string): PhoneCountryOption[] {
  const option = (region: PhoneRegion): PhoneCountryOption => ({
    region,
    callingCode: getCountryCallingCode(region),
    name: nameOf(region) || region,
  });
  const rest = getCountries()
    .filter((region) => !PREFERRED_PHONE_REGIONS.includes(region))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...PREFERRED_PHONE_REGIONS.map(option), ...rest];
}

/** The default region: the registered country's, else the first preferred (doc 1 §3). */
export function defaultPhoneRegion(registeredCountry: string | null | undefined): PhoneRegion {
  const country = toCountryCode(registeredCountry);
  return country ? phoneRegionOf(country) : PREFERRED_PHONE_REGIONS[0]!;
}

/**
 * The region a number shows in the picker: an international number's own region (the
 * preferred region among those sharing its calling code), a national number the default's.
 */
export function phoneRegionOfNumber(value: string, fallback: PhoneRegion): PhoneRegion {
  const v = normalizePhoneInput(value);
  if (!v.startsWith('+')) return fallback;
  const parsed = parsePhoneNumberFromString(v);
  if (parsed?.country) return parsed.country;
  const code = parsed?.countryCallingCode ?? v.slice(1, 4);
  if (getCountryCallingCode(fallback) === code) return fallback;
  const preferred = PREFERRED_PHONE_REGIONS.find((r) => getCountryCallingCode(r) === code);
  return preferred ?? getCountries().find((r) => getCountryCallingCode(r) === code) ?? fallback;
}

/**
 * The number with `region`'s calling code in front: a national number (read as a number of
 * `from`) loses its trunk prefix, an international one its old calling code.
 */
export function withCallingCode(value: string, region: PhoneRegion, from: PhoneRegion): string {
  const v = normalizePhoneInput(value);
  const parsed = v ? parsePhoneNumberFromString(v, from) : undefined;
  let national = parsed ? String(parsed.nationalNumber) : v.replace(/^\+/, '');
  if (!parsed && v.startsWith('+')) {
    const code = getCountryCallingCode(from);
    if (national.startsWith(code)) national = national.slice(code.length);
  }
  return `+${getCountryCallingCode(region)}${national}`;
}
