/**
 * The default receiver of the browser's error reports: the portal's own intake,
 * POST /api/client-errors (docs/decisions/0211-error-reporting.md). A report is scrubbed here
 * already (the shared sanitiser), cut to the intake's limits, and sent with sendBeacon, which
 * outlives the page; fetch with keepalive where sendBeacon is missing or refuses. A failed send is
 * dropped silently: reporting it would report again, and could loop.
 */
import {
  CLIENT_ERROR_LIMITS as LIMITS,
  CLIENT_ERRORS_PATH,
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorReport,
} from '../../domain/api/client-errors-api';
import { sanitiseForInspection } from '../../machines/reporting/pii-sanitiser';
import { postInBackground } from '../api/background-post';
import type { ErrorReport } from './error-reporting';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The page's address without its query or fragment (a query may carry an e-mail, doc 1 §2). */
const pageAddress = () => `${window.location.origin}${window.location.pathname}`;

/** The body of `report` for the intake, scrubbed and within its limits. */
export function intakeBodyOf(report: ErrorReport): ClientErrorReport {
  const error = report.error instanceof Error ? report.error : undefined;
  const context = Object.fromEntries(
    Object.entries(sanitiseForInspection(report.context) as Record<string, unknown>)
      .slice(0, LIMITS.contextEntries)
      .map(([key, value]) => [cut(key, 100), value]),
  );
  const body: ClientErrorReport = {
    message: cut(
      (sanitiseForInspection(report.message) as string) || 'Unknown error',
      LIMITS.message,
    ),
    ...(error && { name: cut(error.name, LIMITS.name) }),
    ...(error?.stack && { stack: cut(sanitiseForInspection(error.stack) as string, LIMITS.stack) }),
    url: cut(pageAddress(), LIMITS.url),
    correlationId: report.correlationId,
    context,
    at: report.at,
  };
  // A context too large for the intake is left out rather than the whole report refused.
  if (new Blob([JSON.stringify(body)]).size > LIMITS.bodyBytes) delete body.context;
  return body;
}

/** A sink that sends at most CLIENT_ERRORS_PER_PAGE reports from this page. */
export function portalErrorSink(): (report: ErrorReport) => void {
  let sent = 0;
  return (report) => {
    if (sent >= CLIENT_ERRORS_PER_PAGE) return;
    sent += 1;
    try {
      postInBackground(CLIENT_ERRORS_PATH, JSON.stringify(intakeBodyOf(report)), { beacon: true });
    } catch {
      // Nothing to do: see above.
    }
  };
}
