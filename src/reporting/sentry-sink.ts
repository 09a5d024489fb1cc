/**
 * Browser reports to Sentry through @sentry/browser (docs/decisions/0211-error-reporting.md). This
 * module is loaded with a dynamic import only when the server gives a DSN, so no page carries the
 * SDK otherwise. The client runs without integrations: the portal's own error module decides
 * what is reported (its filters already applied), and beforeSend applies them again with the
 * shared sanitiser.
 */
import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/browser';
import { sanitiseForInspection } from '../../machines/reporting/pii-sanitiser';
import { scrubReportEvent } from '../../machines/reporting/report-event-scrubber';
import type { ErrorReport } from './error-reporting';

export function createSentrySink(options: {
  dsn: string;
  release: string;
}): (report: ErrorReport) => void {
  const client = new BrowserClient({
    dsn: options.dsn,
    release: options.release,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: scrubReportEvent,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return (report) => {
    const eventScope = scope.clone();
    eventScope.setTag('correlationId', report.correlationId);
    eventScope.setContext(
      'report',
      sanitiseForInspection(report.context) as Record<string, unknown>,
    );
    eventScope.captureException(report.error);
  };
}
