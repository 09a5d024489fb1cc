import { msg } from '../i18n/message';
import {
  parsePhoneNumberFromString,
  type CountryCode as PhoneRegion,
  type MetadataJson,
} from 'libphonenumber-js/core';
import type { FieldError } from '../errors/field-errors';
import type { CountryCode } from '../countries/country-code';
import { countryRules } from '../countries';
import { clean, fieldError } from './field-error';
// The package's "min" metadata without display formats, which a check never reads
// (scripts/write-phone-metadata.ts, docs/decisions/0120-later-route-weight.md).
import phoneMetadata from './phone-metadata.json';

/** The trimmed numbering-plan table every phone rule of the portal reads (checks and picker). */
export const PHONE_METADATA = phoneMetadata as unknown as MetadataJson;

/** doc 2 §5. */
export const PHONE_MESSAGE = msg('validation.phone');

/** doc 2 §5: "Input keeps only digits and plus signs". */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

/** The phone library's region of a portal country: the UK is GB there. */
export function phoneRegionOf(country: CountryCode): PhoneRegion {
  return country === 'UK' ? 'GB' : country;
}

/** Calling codes of the portal's countries: their numbering plans are known (doc 2 §5). */
const PLAN_CALLING_CODES = new Set(['1', '44', '61', '64']);

/**
 * Checks a phone number typed for a merchant of `country` (doc 2 §5), read the same way typed
 * nationally (021 123 4567) or internationally (+64 21 123 4567): a number without a plus sign is
 * a number of `country`. Decision 0042:
 * - +1, +44, +61 and +64 (the US and Canada, the UK, Australia, New Zealand): the number must fit
 *   the numbering plan of a country of that calling code, its leading digits and lengths
 *   (libphonenumber-js, its "min" metadata). +44 20 7946 095 is one digit short of a London
 *   number whichever way it is typed.
 * - New Zealand numbers also hold 10 to 13 digits counted with the calling code 64, the same count
 *   whether the merchant typed +64 or the trunk 0 (09 123 4567 is +64 9 123 4567: 10 digits).
 * - Any other calling code: a possible length for that code, 5 to 15 digits in all.
 */
export function checkPhone(value: string, country: CountryCode): FieldError | undefined {
  const v = normalizePhoneInput(clean(value));
  if (v === '') return undefined;
  const invalid = fieldError('InvalidPhone', PHONE_MESSAGE);
  // A plus sign only opens an international number.
  if (v.lastIndexOf('+') > 0) return invalid;

  const parsed = parsePhoneNumberFromString(v, phoneRegionOf(country), PHONE_METADATA);
  if (!parsed) return invalid;
  const code = parsed.countryCallingCode;
  const digits = code.length + parsed.nationalNumber.length;
  if (code === '64') {
    // doc 2 §5: NZ numbers 10 to 13
    const { min, max } = countryRules('NZ').phoneDigits;
    if (digits < min || digits > max) return invalid;
  }
  if (PLAN_CALLING_CODES.has(code)) return parsed.isValid() ? undefined : invalid;
  // doc 2 §5: otherwise 5 to 15
  return parsed.isPossible() && digits >= 5 && digits <= 15 ? undefined : invalid;
}
