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
 * Checks a phone number typed for a merchant of `country` (doc 2 §5). New Zealand numbers hold
 * 10 to 13 digits, counted with the calling code as a number is shown with its dial code
 * (+64 21 123 4567 is 11 digits). Where the number's country is known, the number must fit that
 * country's numbering plan, its length and leading digits (libphonenumber-js metadata, which
 * replaces the product's own table of country formats). A calling code shared by several
 * countries (+44 also serves Jersey, Guernsey, the Isle of Man) must give a possible length for
 * that code, within 5 to 15 digits. Numbers without a plus sign are read as numbers of `country`.
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
    // doc 2 §5: NZ numbers 10 to 13
    const { min, max } = countryRules('NZ').phoneDigits;
    return digits >= min && digits <= max ? undefined : invalid;
  }
  if (parsed.country) return parsed.isValid() ? undefined : invalid;
  // doc 2 §5: otherwise 5 to 15
  return parsed.isPossible() && digits >= 5 && digits <= 15 ? undefined : invalid;
}
