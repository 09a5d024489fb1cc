/**
 * The browser's error reports and the settings the browser needs to send them
 * (docs/decisions/0211-error-reporting.md). Reports go to the portal's own intake, which scrubs
 * them of personal data and writes them to the server log; when a Sentry DSN is configured the
 * browser also sends them to Sentry, with the same filters and scrubbing.
 */

export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const CLIENT_CONFIG_PATH = '/api/client-config';

/** Limits of one report, kept by the browser and enforced by the intake's contract. */
export const CLIENT_ERROR_LIMITS = {
  message: 2_000,
  name: 200,
  stack: 8_000,
  url: 2_000,
  /** Context entries (what was being done: call path, status, kind). */
  contextEntries: 20,
  /** The whole JSON body, in bytes; the server refuses anything larger before parsing. */
  bodyBytes: 16 * 1024,
} as const;

/** A browser tab sends at most this many reports; a loop of failures does not flood the server. */
export const CLIENT_ERRORS_PER_PAGE = 20;

/** POST /api/client-errors body. */
export interface ClientErrorReport {
  message: string;
  name?: string;
  stack?: string;
  /** The page's address when the error happened (no query string). */
  url?: string;
  /** Joins the server's log line with the browser's Sentry event (tag `correlationId`). */
  correlationId?: string;
  context?: Record<string, unknown>;
  /** Milliseconds since the epoch, in the browser's clock. */
  at?: number;
}

/** GET /api/client-config answer. */
export interface ClientConfigResponse {
  /** The app version the server runs. */
  release: string;
  /** Sentry's DSN for browser reports; null when no Sentry is configured. */
  sentryDsn: string | null;
}

export const CLIENT_ERROR_BODY_ERROR =
  'The error report is not valid: it needs a message, and every field must be text of a bounded length.';
