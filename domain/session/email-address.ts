/**
 * E-mail address format, as the login screen and the `email` query parameter need it (doc 2 §2:
 * "the email is trimmed and lowercased"; doc 2 §8: invalid format shows 'Invalid email address').
 */

import { msg } from '../i18n/message';
import { isValidEmail } from '../validators/email';

/** The message shown under the login e-mail field for a malformed address (doc 2 §5, §8). */
export const INVALID_EMAIL_MESSAGE = msg('session.login.invalidEmail');

/** Trims and lowercases an address the way the login form sends it. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** True when the (normalised) address has a valid format: the one e-mail rule of domain/validators. */
export function isValidEmailAddress(raw: string): boolean {
  return isValidEmail(normaliseEmail(raw));
}
