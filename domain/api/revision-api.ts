/**
 * Requests for changes (the revision of an application), as the console, the back office's
 * webhook and the merchant's portal call them. Shared by the browser and the server.
 */
import { msg, type Text } from '../i18n/message';
import type { RevisionReason } from '../revision/revision-reasons';
import type { RevisionFacts, RevisionItem, RevisionState } from '../revision/revision-request';

/** One item as a reviewer or the back office asks for it. */
export interface RevisionItemRequest {
  key: string;
  reason: RevisionReason;
  note?: string;
}

/**
 * POST /api/ops/applications/{id}/revision and the webhook `revision.requested`: the items and
 * the days the merchant has (DEFAULT_REVISION_DAYS when left out). Answers the application, or
 * 409 when a request is already open or the application's status takes none.
 */
export interface RevisionRequestBody {
  items: RevisionItemRequest[];
  deadlineDays?: number;
}

/** The console's paths of a request: ask for changes, and withdraw the open request. */
export function opsRevisionPath(merchantId: string, action?: 'withdraw'): string {
  const base = `/api/ops/applications/${encodeURIComponent(merchantId)}/revision`;
  return action ? `${base}/${action}` : base;
}

/**
 * One change the merchant made to a flagged item. Ordinary fields keep the values before and
 * after; a sensitive field (an account number, a date of birth) is only said to have changed.
 */
export interface RevisionChange {
  key: string;
  sensitive: boolean;
  before: string | null;
  after: string | null;
  at: number;
}

/** A request as the console's history shows it. */
export interface RevisionRecord extends Omit<RevisionFacts, 'merchantId'> {
  state: RevisionState;
  changes: RevisionChange[];
}

/** The open request as the merchant's portal reads it (GET /api/status, GET /api/restore). */
export interface MerchantRevision {
  id: string;
  state: RevisionState;
  deadline: number;
  items: RevisionItem[];
}

export const REVISION_API = {
  /** POST, no body: the merchant sends the changed items for review; answers {revision}. */
  send: '/api/revision/send',
} as const;

export interface RevisionSendResponse {
  revision: MerchantRevision;
}

/** 409 of a save that changes what the open request did not flag. */
export interface RevisionRefusal {
  error: Text;
  /** The keys the merchant may change. */
  openFields: string[];
}

/** The 409 of "Send for review" before every item changed. */
export const REVISION_NOT_READY = msg('revision.notReady');

/** The 409 of "Send for review" with no request open (already sent, withdrawn or resolved). */
export const NO_REVISION_TO_SEND = msg('revision.noneOpen');
