/** GET /metrics (Prometheus text format); see docs/decisions/0210-metrics.md. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../app/config';
import { hasMetricsToken, isLocalCaller, METRICS_REFUSED } from './metrics-access';
import type { PortalMetrics } from './portal-metrics';

export const METRICS_PATH = '/metrics';

export async function metricsRoutes(
  app: FastifyInstance,
  deps: { config: Config; metrics: PortalMetrics },
): Promise<void> {
  const { registry } = deps.metrics;
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalCaller(request) && !hasMetricsToken(request, deps.config.metricsToken)) {
      return reply.code(403).send({ error: METRICS_REFUSED });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
