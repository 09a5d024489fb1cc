/**
 * The tables of requests for changes (migration 0011_revision_requests, docs/decisions/0262): a
 * request with its facts (its items as JSON), and each change the merchant made to a flagged item.
 */
import type { Selectable } from 'kysely';

export interface RevisionRequestsTable {
  id: string;
  merchant_id: string;
  /** JSON of RevisionItem[]. */
  items: string;
  requested_by: string;
  created_at: number;
  deadline: number;
  reminded_at: number | null;
  overdue_at: number | null;
  sent_at: number | null;
  closed_at: number | null;
  /** 'withdrawn' or 'resolved'; null while not closed. */
  closed_as: string | null;
  closed_by: string | null;
}

export interface RevisionChangesTable {
  id: string;
  request_id: string;
  item_key: string;
  /** 1 for a sensitive field, whose values are never kept. */
  sensitive: number;
  before: string | null;
  after: string | null;
  at: number;
}

/** The revision part of DatabaseSchema. */
export interface RevisionSchema {
  revision_requests: RevisionRequestsTable;
  revision_changes: RevisionChangesTable;
}

export type RevisionRequestRow = Selectable<RevisionRequestsTable>;
export type RevisionChangeRow = Selectable<RevisionChangesTable>;
