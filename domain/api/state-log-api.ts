/**
 * POST /api/redux-log/{email} (doc 2 §7: "state diffs, debug-only, flag-gated | stops after more
 * than 10 failures"; doc 1 §9). The path keeps the document's name; the portal's state lives in
 * its statecharts, so what is sent is what changed in each actor's state, sanitised of personal
 * and secret data before it leaves the browser (machines/reporting/pii-sanitiser.ts).
 */

export const stateLogPath = (email: string) => `/api/redux-log/${encodeURIComponent(email)}`;
export const STATE_LOG_ROUTE = '/api/redux-log/:email';

/** One actor's change: its name, its state value and the context fields that changed. */
export interface StateDiff {
  at: number;
  actor: string;
  value: unknown;
  changes: Record<string, unknown>;
}

export interface StateLogRequest {
  diffs: StateDiff[];
}

/** doc 1 §9, doc 2 §9: the log stops after more than 10 failed sends. */
export const STATE_LOG_MAX_FAILURES = 10;
/** Diffs are sent in batches, at most this often. */
export const STATE_LOG_FLUSH_MS = 2_000;
/** At most this many diffs in one request; older ones are dropped first. */
export const STATE_LOG_MAX_BATCH = 50;

export const STATE_LOG_OFF_ERROR = 'The debug state log is turned off.';
export const STATE_LOG_NOT_YOURS_ERROR = 'The debug state log is kept only for your own e-mail.';
export const STATE_LOG_BODY_ERROR = 'The state diffs are missing or not valid.';
