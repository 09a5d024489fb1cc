import { msg, type Message } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError, isDigits } from './field-error';

/** doc 2 §5: Canadian institution number, 3 digits. */
export const CANADA_INSTITUTION_DIGITS_MESSAGE = msg('validation.numbersOnly', { count: 3 });
export const CANADA_INSTITUTION_LENGTH_MESSAGE = msg('validation.mustBeExactLength', { length: 3 });
/** doc 2 §5: Canadian transit number, 5 digits. */
export const CANADA_TRANSIT_DIGITS_MESSAGE = msg('validation.numbersOnly', { count: 5 });
export const CANADA_TRANSIT_LENGTH_MESSAGE = msg('validation.mustBeExactLength', { length: 5 });
/** doc 2 §5: Canadian account number, 7 to 12 digits. */
export const CANADA_ACCOUNT_MESSAGE = msg('validation.canadaAccount', { min: 7, max: 12 });

function checkDigitsOfLength(
  value: string,
  length: number,
  digitsMessage: Message,
  lengthMessage: Message,
): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!isDigits(v)) return fieldError('InvalidTypeNumber', digitsMessage);
  if (v.length !== length) return fieldError('InvalidLength', lengthMessage);
  return undefined;
}

/** Checks a Canadian financial institution number: 3 digits. */
export function checkCanadaInstitution(value: string): FieldError | undefined {
  return checkDigitsOfLength(
    value,
    3,
    CANADA_INSTITUTION_DIGITS_MESSAGE,
    CANADA_INSTITUTION_LENGTH_MESSAGE,
  );
}

/** Checks a Canadian branch transit number: 5 digits. */
export function checkCanadaTransit(value: string): FieldError | undefined {
  return checkDigitsOfLength(
    value,
    5,
    CANADA_TRANSIT_DIGITS_MESSAGE,
    CANADA_TRANSIT_LENGTH_MESSAGE,
  );
}

/** Checks a Canadian chequing account number: 7 to 12 digits. */
export function checkCanadaAccount(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '' || /^\d{7,12}$/.test(v)) return undefined;
  return fieldError('InvalidFormat', CANADA_ACCOUNT_MESSAGE);
}

/**
 * The canadaRoutingNumber of the bank payload: transit id then institution id (doc 2 §7).
 */
export function canadaRoutingNumber(transit: string, institution: string): string {
  return `${clean(transit)}${clean(institution)}`;
}
