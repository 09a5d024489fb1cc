/**
 * Where the server's unexpected errors go besides its log: Sentry, through @sentry/node, when
 * SENTRY_DSN is set (docs/decisions/0211-error-reporting.md). The SDK is imported only then, and
 * run as a client of this app alone (no global init, no default integrations): tests build
 * several apps in one process, and the portal's own error handler decides what is reported.
 */
import type { ReportingConfig } from './reporting-config';
import { scrubReportEvent } from '../../machines/reporting/report-event-scrubber';

export interface ServerErrorReporter {
  /** Sends `error` with the request's correlation id as a tag; never throws. */
  capture(error: unknown, tags: { correlationId: string; route: string; method: string }): void;
  close(): Promise<void>;
}

const CLOSE_TIMEOUT_MS = 2_000;

/** Nothing is sent anywhere but the log. */
export const LOG_ONLY: ServerErrorReporter = { capture: () => {}, close: async () => {} };

export async function createServerErrorReporter(
  config: ReportingConfig,
  environment: string,
): Promise<ServerErrorReporter> {
  if (!config.sentryDsn) return LOG_ONLY;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: config.sentryDsn,
    release: config.release,
    environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // No integrations: nothing about the request, the user or the machine is collected beyond
    // the tags the error handler gives, and no global handler is installed.
    integrations: [],
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    beforeSend: scrubReportEvent,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(error, tags) {
      const eventScope = scope.clone();
      eventScope.setTags(tags);
      eventScope.captureException(error);
    },
    async close() {
      await client.close(CLOSE_TIMEOUT_MS);
    },
  };
}
