/**
 * The portal's Prometheus metrics (docs/decisions/0210-metrics.md). Each app has a registry of its
 * own, never prom-client's global one: tests build several apps in one process, and a second
 * registration of a name in one registry throws.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a PostgreSQL pool tells about its connections (pg.Pool's counts). */
export interface PoolFigures {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** Seconds; from a cached session read (a few ms) to the statement timeout (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createPortalMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'Answered requests by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    latency: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    unavailable: new Counter({
      name: 'portal_unavailable_answers_total',
      help: 'Answers 503, by route pattern and reason (database, maintenance, other).',
      labelNames: ['route', 'reason'] as const,
      registers,
    }),
    saves: new Counter({
      name: 'portal_saves_total',
      help: 'Merchant saves by route and outcome (saved, invalid, refused, failed).',
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    validationFailures: new Counter({
      name: 'portal_validation_failures_total',
      help: 'Answers with field errors, by route and section of validation_errors.',
      labelNames: ['route', 'section'] as const,
      registers,
    }),
    signInMails: new Counter({
      name: 'portal_sign_in_mails_total',
      help: 'Sign-in mails handed to the mailer, by outcome (sent, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    webhooks: new Counter({
      name: 'portal_webhooks_total',
      help: 'Back-office webhooks by outcome (accepted, refused) and status code.',
      labelNames: ['outcome', 'status'] as const,
      registers,
    }),
    analyticsForwarded: new Counter({
      name: 'portal_analytics_forwarded_total',
      help: 'Funnel events sent to the product-analytics service, by outcome (sent, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    statementErrors: new Counter({
      name: 'portal_db_statement_errors_total',
      help: 'Database statements that failed (any reason: constraint, timeout, lost connection).',
      registers,
    }),
    /** Adds the pool gauges; only PostgreSQL has a pool (SQLite is one connection in-process). */
    observePool(pool: PoolFigures): void {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read());
          },
        });
      gauge('portal_db_pool_connections', 'Connections the pool holds.', () => pool.totalCount);
      gauge('portal_db_pool_idle_connections', 'Connections not in use.', () => pool.idleCount);
      gauge(
        'portal_db_pool_waiting_requests',
        'Queries waiting for a connection.',
        () => pool.waitingCount,
      );
    },
  };
}

export type PortalMetrics = ReturnType<typeof createPortalMetrics>;
