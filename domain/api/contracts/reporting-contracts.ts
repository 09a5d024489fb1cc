/**
 * The contracts of what the portal offers its operators' tools: the browser's error intake, the
 * browser's reporting settings and the Prometheus metrics (docs/decisions/0210, 0211).
 */
import * as v from 'valibot';
import {
  CLIENT_CONFIG_PATH,
  CLIENT_ERROR_BODY_ERROR,
  CLIENT_ERROR_LIMITS as LIMITS,
  CLIENT_ERRORS_PATH,
} from '../client-errors-api';
import type { RouteContract } from '../route-contract';

const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A report: text of bounded length, a sane correlation id, and a small context. */
export const ClientErrorReportSchema = v.strictObject({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.message)),
  name: v.optional(boundedText(LIMITS.name)),
  stack: v.optional(boundedText(LIMITS.stack)),
  url: v.optional(boundedText(LIMITS.url)),
  correlationId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  // Checked as it is sent: valibot's object and record schemas copy a list into an object.
  context: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'The context is an object',
      ),
      v.check(
        (context) =>
          Object.keys(context).length <= LIMITS.contextEntries &&
          Object.keys(context).every((key) => key.length <= 100),
        `At most ${LIMITS.contextEntries} context entries with short names`,
      ),
    ),
  ),
  at: v.optional(v.pipe(v.number(), v.finite())),
});

export const REPORTING_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'POST',
    path: CLIENT_ERRORS_PATH,
    access: 'public',
    summary: "A browser's error report, scrubbed of personal data and written to the server log.",
    body: ClientErrorReportSchema,
    invalid: { error: CLIENT_ERROR_BODY_ERROR },
  },
  {
    method: 'GET',
    path: CLIENT_CONFIG_PATH,
    access: 'public',
    summary: 'What the browser needs to report errors: the release and the Sentry DSN, if any.',
    response: v.object({ release: v.string(), sentryDsn: v.nullable(v.string()) }),
  },
  {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary: 'Prometheus metrics, to loopback callers or with the metrics token (Bearer).',
  },
];
