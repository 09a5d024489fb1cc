import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5 "Addresses must not be PO boxes"; the seeds give no wording, this is ours. */
export const PO_BOX_MESSAGE = msg('validation.poBox');

// Postal-only delivery points: PO Box in its spellings (P.O. Box, P O Box, POBox, Post Office
// Box, Postbox, PO Bx), Australia Post's GPO Box, Locked Bag, Community Mail Bag (CMB) and
// Parcel Locker, NZ Post's Private Bag and PO Box, US private mailboxes (PMB) and a bare
// "Box 12" line. Word boundaries keep street names such as Boxhill Road or Post Office Road.
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\bp\s*\.?\s*o\s*\.?\s*b(?:o)?x\b/i,
  /\bpost\s*office\s+box\b/i,
  /\bpost\s*box\b/i,
  /\bg\s*\.?\s*p\s*\.?\s*o\s*\.?\s*box\b/i,
  /\blocked\s+bag\b/i,
  /\bprivate\s+bag\b/i,
  /\bcommunity\s+mail\s+bag\b/i,
  /\bcmb\s*\d/i,
  /\bparcel\s+locker\b/i,
  /\bp\s*\.?\s*m\s*\.?\s*b\b\.?(?:\s*#?\s*\d|\s*$)/i,
  /^\s*box\s*#?\s*\d/i,
];

/** True when an address line names a PO box or another postal-only delivery point. */
export function isPoBox(value: string): boolean {
  const v = clean(value);
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(v));
}

/** Fails when an address line is a PO box, private bag, locked bag or private mailbox. */
export function checkNotPoBox(value: string): FieldError | undefined {
  return isPoBox(value) ? fieldError('InvalidFormat', PO_BOX_MESSAGE) : undefined;
}
