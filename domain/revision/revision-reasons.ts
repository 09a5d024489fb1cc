/**
 * Why a reviewer asks for a change: the catalogue a reviewer picks from, one reason per flagged
 * item. The merchant reads the label beside the item; `other` always comes with a note.
 */
export const REVISION_REASONS = [
  'documentUnreadable',
  'documentExpired',
  'nameMismatch',
  'numberMismatch',
  'pageMissing',
  'other',
] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

export const REVISION_REASON_LABELS: Readonly<Record<RevisionReason, string>> = {
  documentUnreadable: 'Document unreadable',
  documentExpired: 'Document expired',
  nameMismatch: 'Name does not match the register',
  numberMismatch: 'Number does not match the register',
  pageMissing: 'Page missing',
  other: 'Other',
};

export function isRevisionReason(value: unknown): value is RevisionReason {
  return typeof value === 'string' && (REVISION_REASONS as readonly string[]).includes(value);
}
