/**
 * The cash pay inputs, checked the same way in the browser and on the server: the cash form (an
 * optional uploaded logo and the agreement, doc 1 §2 "The cash form page"; doc 1 §3 cashPay) and
 * the profile logo URL (doc 1 §2 card 4; doc 2 §2 "Submit is disabled until a logo URL is entered").
 */
import type { FieldError, ValidationErrors } from '../errors/field-errors';
import { fieldError, clean } from '../validators/field-error';
import { REQUIRED_MESSAGE } from '../validators/required';
import { msg } from '../i18n/message';

/** A logo URL longer than this is refused. */
export const LOGO_URL_MAX_LENGTH = 2048;

export const LOGO_URL_MESSAGE = msg('cash.logoUrlInvalid');
export const AGREEMENT_MESSAGE = msg('cash.agreementRequired');

/** An uploaded file's address as the upload call answers it (server/uploads/upload-file-routes.ts). */
const UPLOADED_FILE = /^\/api\/files\/[A-Za-z0-9_-]{1,64}$/;

/** An absolute https address with a host, or the address of a file the merchant uploaded. */
export function isLogoUrl(raw: string): boolean {
  const value = clean(raw);
  if (value === '' || value.length > LOGO_URL_MAX_LENGTH) return false;
  if (UPLOADED_FILE.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The logo URL of the Customize card: required, then an address. */
export function checkProfileLogoUrl(raw: string): FieldError | undefined {
  if (clean(raw) === '') return fieldError('Required', REQUIRED_MESSAGE);
  return isLogoUrl(raw) ? undefined : fieldError('InvalidFormat', LOGO_URL_MESSAGE);
}

export interface CashFormInput {
  cashPayLogoUrl: string;
  cashPayAgreementAccepted: boolean;
}

/**
 * The cash form's field errors, under the cashPay section (doc 2 §8 "Cash validation_errors become
 * field errors"). The logo is optional (doc 1 §3); the agreement is required unless it was accepted
 * before, when its checkbox is hidden (doc 1 §2).
 */
export function cashFormErrors(
  input: CashFormInput,
  agreementAlreadyAccepted: boolean,
): ValidationErrors | undefined {
  const errors: Record<string, FieldError> = {};
  if (clean(input.cashPayLogoUrl) !== '' && !isLogoUrl(input.cashPayLogoUrl)) {
    errors.cashPayLogoUrl = fieldError('InvalidFormat', LOGO_URL_MESSAGE);
  }
  if (!agreementAlreadyAccepted && !input.cashPayAgreementAccepted) {
    errors.cashPayAgreementAccepted = fieldError('Required', AGREEMENT_MESSAGE);
  }
  return Object.keys(errors).length > 0 ? { cashPay: errors } : undefined;
}
