import { msg, type Message } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import type { CountryCode } from '../countries/country-code';
import { countryRules } from '../countries';
import { formatCanadaPostalCode } from '../masks/canada-postal-code';
import { clean, fieldError } from './field-error';

/** doc 2 §5: the Canadian format message. */
export const CANADA_POSTAL_CODE_FORMAT_MESSAGE = msg('validation.postalCodeCanadaFormat');

/**
 * The length message of a country's postal code (doc 2 §5): 'Exact length 4' (AU, NZ),
 * 'Min length 5, max length 10' (US), 'Min length 5, max length 8' (UK),
 * 'Min length 6, max length 7' (Canada).
 */
export function postalCodeLengthMessage(country: CountryCode): Message {
  const { minLength, maxLength } = countryRules(country).postalCode;
  return minLength === maxLength
    ? msg('validation.postalCodeExactLength', { length: minLength })
    : msg('validation.postalCodeLengthRange', { min: minLength, max: maxLength });
}

/** doc 2 §5: Canadian input is uppercased with a space inserted after 3 characters. */
export const normalizeCanadaPostalCode = formatCanadaPostalCode;

// Canada Post: letter digit letter, space (the 6-character form omits it), digit letter digit; D F I O Q U never appear and W, Z
// never start a code.
const CANADA_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPR-TV-Z] ?\d[ABCEGHJ-NPR-TV-Z]\d$/;

/**
 * Checks a postal code's length for `country`, then Canada's A1A 1A1 format (letters in either
 * case, since the input uppercases them).
 */
export function checkPostalCode(value: string, country: CountryCode): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  const rule = countryRules(country).postalCode;
  if (v.length < rule.minLength || v.length > rule.maxLength) {
    return fieldError('InvalidLength', postalCodeLengthMessage(country));
  }
  if (rule.format === 'A1A 1A1' && !CANADA_POSTAL_CODE.test(v.toUpperCase())) {
    return fieldError('InvalidFormat', CANADA_POSTAL_CODE_FORMAT_MESSAGE);
  }
  return undefined;
}
