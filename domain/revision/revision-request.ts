/**
 * A request for changes: the items a reviewer flagged on one application, with a deadline. The
 * request's life is the revision statechart (machines/revision/revision.machine.ts); these are
 * the facts it is stored as and resumed from.
 */
import type { RevisionReason } from './revision-reasons';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a merchant has to answer unless the reviewer sets another deadline. */
export const DEFAULT_REVISION_DAYS = 14;
/** The longest deadline a reviewer may set. */
export const MAX_REVISION_DAYS = 90;
/** The reminder e-mail goes this many days before the deadline. */
export const REMINDER_DAYS_BEFORE = 3;
/** At most this many items in one request. */
export const MAX_REVISION_ITEMS = 40;
/** The longest note to the merchant on one item. */
export const MAX_REVISION_NOTE_LENGTH = 500;

/** Where a request stands: the states of the revision statechart. */
export const REVISION_STATES = [
  'requested',
  'beingFixed',
  'sent',
  'resolved',
  'overdue',
  'withdrawn',
] as const;
export type RevisionState = (typeof REVISION_STATES)[number];

/** States in which the merchant may still change the flagged items (one open request at most). */
export const OPEN_REVISION_STATES: readonly RevisionState[] = [
  'requested',
  'beingFixed',
  'overdue',
];

export function isOpenRevisionState(state: RevisionState): boolean {
  return OPEN_REVISION_STATES.includes(state);
}

/** One flagged item. */
export interface RevisionItem {
  /** `section.field` or `section.index.field` (domain/revision/revision-items). */
  key: string;
  reason: RevisionReason;
  /** The reviewer's words to the merchant; '' for none. */
  note: string;
  /** When the merchant first changed it; null while unchanged. */
  changedAt: number | null;
}

/** The stored facts of a request, from which its statechart resumes. */
export interface RevisionFacts {
  id: string;
  merchantId: string;
  items: RevisionItem[];
  /** Who asked: a console user's e-mail, or `back-office` for a webhook. */
  requestedBy: string;
  createdAt: number;
  deadline: number;
  remindedAt: number | null;
  overdueAt: number | null;
  sentAt: number | null;
  /** Withdrawn or resolved. */
  closedAt: number | null;
  closedAs: 'withdrawn' | 'resolved' | null;
  /** Who withdrew it or whose decision resolved it. */
  closedBy: string | null;
}

/** The deadline of a request made at `createdAt` with `days` to answer. */
export function revisionDeadline(createdAt: number, days: number = DEFAULT_REVISION_DAYS): number {
  return createdAt + days * DAY_MS;
}

/**
 * When the reminder is due: three days before the deadline. A request given three days or less
 * has none: its own e-mail is still fresh.
 */
export function reminderTime(facts: Pick<RevisionFacts, 'createdAt' | 'deadline'>): number | null {
  const due = facts.deadline - REMINDER_DAYS_BEFORE * DAY_MS;
  return due > facts.createdAt ? due : null;
}

/** True once every flagged item has been changed: the merchant may send it for review. */
export function everyItemChanged(items: readonly RevisionItem[]): boolean {
  return items.length > 0 && items.every((item) => item.changedAt !== null);
}
