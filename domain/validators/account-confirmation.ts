import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5: account confirmation mismatch. */
export const ACCOUNT_MISMATCH_MESSAGE = msg('validation.accountMismatch');

/** Fails when the confirmation differs from the account number it confirms. */
export function checkAccountConfirmation(
  confirmation: string,
  account: string,
): FieldError | undefined {
  return clean(confirmation) === clean(account)
    ? undefined
    : fieldError('FieldMismatch', ACCOUNT_MISMATCH_MESSAGE);
}
