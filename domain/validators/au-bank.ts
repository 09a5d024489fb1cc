import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';
import { maxLengthMessage, minLengthMessage } from './length';

/** doc 2 §5, with the curly quotes of the product. */
export const BSB_MESSAGE = msg('validation.bsb', { count: 6 });

/** Ours: doc 2 §5 gives the rule (6 to 10 alphanumeric) but no wording for other characters. */
export const AU_ACCOUNT_CHARACTERS_MESSAGE = msg('validation.lettersAndNumbersOnly');

/** Checks an Australian BSB: 6 digits with a hyphen in the middle (111-000). */
export function checkBsb(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '' || /^\d{3}-\d{3}$/.test(v)) return undefined;
  return fieldError('InvalidFormat', BSB_MESSAGE);
}

/** Checks an Australian account number: 6 to 10 letters or digits (doc 2 §5, §9). */
export function checkAuAccount(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (!/^[A-Za-z0-9]+$/.test(v)) return fieldError('InvalidFormat', AU_ACCOUNT_CHARACTERS_MESSAGE);
  if (v.length < 6) return fieldError('InvalidLength', minLengthMessage(6));
  if (v.length > 10) return fieldError('InvalidLength', maxLengthMessage(10));
  return undefined;
}
