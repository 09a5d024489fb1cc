/**
 * E-mail address format, as the login screen and the `email` query parameter need it (doc 2 §2:
 * "the email is trimmed and lowercased"; doc 2 §8: invalid format shows 'Invalid email address').
 */

/** The message shown under the login e-mail field for a malformed address (doc 2 §5, §8). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

// Local part of printable characters, a domain of dot-separated labels and a letter TLD.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Trims and lowercases an address the way the login form sends it. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** True when the (normalised) address has a valid format; 254 characters at most (RFC 5321). */
export function isValidEmailAddress(raw: string): boolean {
  const email = normaliseEmail(raw);
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
