import type { FieldError } from '../errors/field-errors';
import { msg } from '../i18n/message';
import { clean, fieldError } from './field-error';

/**
 * doc 2 §5: e-mail message of the forms (the login reads 'Invalid email address'), in the
 * `session` catalogue: the login page's server answer says it before the rest has loaded.
 */
export const EMAIL_MESSAGE = msg('session.email.invalid');

// A practical subset of RFC 5322 addr-spec: dot-atom local part, a domain of LDH labels and a
// top-level label of at least two letters; 254 characters is the SMTP path limit (RFC 5321 §4.5.3).
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True for a well-formed address. */
export function isValidEmail(value: string): boolean {
  const v = clean(value);
  return v.length <= 254 && EMAIL.test(v);
}

/** Fails when a non-empty value is not a well-formed e-mail address. */
export function checkEmail(value: string): FieldError | undefined {
  const v = clean(value);
  return v === '' || isValidEmail(v) ? undefined : fieldError('InvalidEmail', EMAIL_MESSAGE);
}
