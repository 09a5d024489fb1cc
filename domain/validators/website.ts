import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';
import { maxLengthMessage } from './length';

/** doc 2 §5. */
export const WEBSITE_MESSAGE = msg('validation.website');

/** doc 2 §5, §9: website and social URLs hold at most 255 characters. */
export const WEBSITE_MAX_LENGTH = 255;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Adds http:// when the value names no scheme (doc 2 §5); trims it first. */
export function normalizeWebsite(raw: string): string {
  const v = clean(raw);
  if (v === '' || HAS_SCHEME.test(v)) return v;
  return `http://${v}`;
}

// Domain of letter/digit/hyphen labels (internationalised letters allowed) ending in a top-level
// label of letters or an xn-- label, or a dotted IPv4 address; then optional port, path, query,
// fragment, with no white space anywhere.
const WEBSITE =
  /^https?:\/\/(?<host>(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})|(?:\d{1,3}\.){3}\d{1,3})(?::(?<port>\d{1,5}))?(?:[/?#]\S*)?$/iu;

/** True for an http(s) address with a real host, after {@link normalizeWebsite}. */
export function isValidWebsite(raw: string): boolean {
  const url = normalizeWebsite(raw);
  // doc 2 §5: an unfilled '{host}' placeholder is never a website.
  if (url.includes('{host}')) return false;
  const match = WEBSITE.exec(url);
  if (!match?.groups) return false;
  const { host = '', port } = match.groups;
  if (/^[\d.]+$/.test(host) && host.split('.').some((octet) => Number(octet) > 255)) return false;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return true;
}

/** Fails when a non-empty value is longer than 255 characters or is not a website address. */
export function checkWebsite(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  if (v.length > WEBSITE_MAX_LENGTH) {
    return fieldError('InvalidLength', maxLengthMessage(WEBSITE_MAX_LENGTH));
  }
  return isValidWebsite(v) ? undefined : fieldError('InvalidWebsite', WEBSITE_MESSAGE);
}
