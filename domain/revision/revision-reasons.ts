/**
 * Why a reviewer asks for a change: the catalogue a reviewer picks from, one reason per flagged
 * item. The merchant reads the label beside the item; `other` always comes with a note.
 */
import { msg, type Message } from '../i18n/message';

export const REVISION_REASONS = [
  'documentUnreadable',
  'documentExpired',
  'nameMismatch',
  'numberMismatch',
  'pageMissing',
  'other',
] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

export const REVISION_REASON_LABELS: Readonly<Record<RevisionReason, Message>> = {
  documentUnreadable: msg('revision.reason.documentUnreadable'),
  documentExpired: msg('revision.reason.documentExpired'),
  nameMismatch: msg('revision.reason.nameMismatch'),
  numberMismatch: msg('revision.reason.numberMismatch'),
  pageMissing: msg('revision.reason.pageMissing'),
  other: msg('revision.reason.other'),
};

export function isRevisionReason(value: unknown): value is RevisionReason {
  return typeof value === 'string' && (REVISION_REASONS as readonly string[]).includes(value);
}
