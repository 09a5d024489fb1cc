/**
 * The browser's error intake (POST /api/client-errors) and the settings the browser reports with
 * (GET /api/client-config); docs/decisions/0211-error-reporting.md. A report's shape is checked by
 * its contract (domain/api/contracts/reporting-contracts.ts) before the handler; the handler drops
 * what the portal ignores (doc 2 §8), scrubs the rest of personal data with the shared sanitiser
 * and writes one log line carrying the report's correlation id and the release.
 */
import type { FastifyInstance } from 'fastify';
import {
  CLIENT_CONFIG_PATH,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PATH,
  type ClientConfigResponse,
  type ClientErrorReport,
} from '../../domain/api/client-errors-api';
import { isIgnoredReport } from '../../domain/errors/ignored-errors';
import { sanitiseForInspection } from '../../machines/reporting/pii-sanitiser';
import type { ReportingConfig } from './reporting-config';

/** Reports per browser address per minute; a page sends at most 20 (CLIENT_ERRORS_PER_PAGE). */
export const CLIENT_ERRORS_RATE_LIMIT = { max: 30, timeWindow: 60 * 1000 };

/** The log message of a browser report, for whoever searches the log for them. */
export const CLIENT_ERROR_LOG_MESSAGE = 'browser error report';

/** The page's address without its query or fragment (a query may carry an e-mail, doc 1 §2). */
const withoutQuery = (url: string) => url.split(/[?#]/)[0];

export async function clientErrorRoutes(
  app: FastifyInstance,
  deps: { reporting: ReportingConfig },
): Promise<void> {
  const { release, sentryDsn } = deps.reporting;

  app.get(CLIENT_CONFIG_PATH, async (_request, reply): Promise<ClientConfigResponse> => {
    // Changes only when the server restarts with another configuration.
    reply.header('cache-control', 'no-cache');
    return { release, sentryDsn: sentryDsn ?? null };
  });

  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      config: { rateLimit: CLIENT_ERRORS_RATE_LIMIT },
    },
    async (request, reply) => {
      const report = request.body as ClientErrorReport;
      if (!isIgnoredReport(report)) {
        const scrubbed = sanitiseForInspection({
          ...report,
          ...(report.url !== undefined && { url: withoutQuery(report.url) }),
        }) as Omit<ClientErrorReport, 'correlationId'>;
        delete (scrubbed as ClientErrorReport).correlationId;
        // Logged under the report's own correlation id, so the line is found beside the browser's
        // Sentry event and the calls that carried the same id; the intake request's id is kept.
        const log = report.correlationId
          ? app.log.child({ correlationId: report.correlationId, intakeId: request.id })
          : request.log;
        log.warn({ clientError: scrubbed, release }, CLIENT_ERROR_LOG_MESSAGE);
      }
      return reply.code(204).send();
    },
  );
}
