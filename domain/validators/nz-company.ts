import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError, isDigits } from './field-error';
import { maxLengthMessage } from './length';

/** doc 2 §5: NZ registrationNumber. */
export const NZ_REGISTRATION_NUMBER_MESSAGE = msg('validation.nzRegistrationNumber');

/** Checks a New Zealand company registration number: digits only. */
export function checkNzRegistrationNumber(value: string): FieldError | undefined {
  const v = clean(value);
  return v === '' || isDigits(v)
    ? undefined
    : fieldError('InvalidTypeNumber', NZ_REGISTRATION_NUMBER_MESSAGE);
}

/**
 * Checks the stock market listing code of an NZ public company: 1 to 5 characters (doc 2 §5);
 * an empty value is the Required rule's concern.
 */
export function checkStockMarketLister(value: string): FieldError | undefined {
  return clean(value).length > 5 ? fieldError('InvalidLength', maxLengthMessage(5)) : undefined;
}
