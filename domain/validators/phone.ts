import { parsePhoneNumberFromString, type CountryCode as PhoneRegion } from 'libphonenumber-js';
import type { FieldError } from '../errors/field-errors';
import type { CountryCode } from '../countries/country-code';
import { countryRules } from '../countries';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const PHONE_MESSAGE = 'Must be a valid phone number';

/** doc 2 §5: "Input keeps only digits and plus signs". */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

/** The phone library's region of a portal country: the UK is GB there. */
export function phoneRegionOf(country: CountryCode): PhoneRegion {
  return country === 'UK' ? 'GB' : country;
}

/**
 * Checks a phone number typed for a merchant of `country` (doc 2 §5): New Zealand numbers hold
 * 10 to 13 digits; where the number's country has a known format its digit count must fit that
 * format; otherwise 5 to 15 digits. Digits are counted with the country calling code, as a
 * number with its dial code is shown (+64 21 123 4567 is 11 digits).
 */
export function checkPhone(value: string, country: CountryCode): FieldError | undefined {
  const v = normalizePhoneInput(clean(value));
  if (v === '') return undefined;
  const invalid = fieldError('InvalidPhone', PHONE_MESSAGE);
  // A plus sign only opens an international number.
  if (v.lastIndexOf('+') > 0) return invalid;

  const parsed = parsePhoneNumberFromString(v, phoneRegionOf(country));
  if (!parsed) return invalid;
  const digits = parsed.countryCallingCode.length + parsed.nationalNumber.length;
  if (parsed.countryCallingCode === '64') {
    const { min, max } = countryRules('NZ').phoneDigits;
    return digits >= min && digits <= max ? undefined : invalid;
  }
  if (parsed.country) return parsed.isPossible() ? undefined : invalid;
  // doc 2 §5: a calling code without one country's format (+800, +881 …) holds 5 to 15 digits.
  return digits >= 5 && digits <= 15 ? undefined : invalid;
}
