/**
 * Counts every answer by route pattern (never the raw URL: a merchant id or a query would make a
 * series per caller), and what the answers say: field errors by section, saves by outcome, 503s by
 * reason, webhooks accepted or refused. Registered before any route, so every route has them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACK_OFFICE_WEBHOOK_PATH } from '../../domain/api/back-office-api';
import { isMaintenanceAnswer } from '../../domain/api/maintenance-api';
import { SERVICE_UNAVAILABLE } from '../http/error-handler';
import { answerLanguage } from '../i18n/say-answers';
import { sayIn } from '../i18n/say';
import type { PortalMetrics } from './portal-metrics';
import { SAVE_ROUTES, saveOutcomeOf, sectionsWithErrors } from './save-routes';

/** The label of requests no route matched (404s, scans). */
export const UNMATCHED_ROUTE = 'unmatched';

const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;

interface AnswerFacts {
  fieldErrors: boolean;
  unavailableReason?: 'database' | 'maintenance' | 'other';
}

export function countRequests(app: FastifyInstance, metrics: PortalMetrics): void {
  // What the JSON answer said, read before it is serialised; kept until the answer ends.
  const facts = new WeakMap<FastifyRequest, AnswerFacts>();

  app.addHook('preSerialization', async (request, reply, payload) => {
    const sections = sectionsWithErrors(payload);
    const route = routeOf(request);
    for (const section of sections) metrics.validationFailures.inc({ route, section });
    const answer: AnswerFacts = { fieldErrors: sections.length > 0 };
    if (reply.statusCode === 503) {
      answer.unavailableReason = isMaintenanceAnswer(payload)
        ? 'maintenance'
        : (payload as { error?: unknown } | null)?.error ===
            sayIn(answerLanguage(request), SERVICE_UNAVAILABLE)
          ? 'database'
          : 'other';
    }
    facts.set(request, answer);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const answer = facts.get(request);
    if (status === 503) {
      metrics.unavailable.inc({ route, reason: answer?.unavailableReason ?? 'other' });
    }
    if (SAVE_ROUTES.has(route) && request.method === 'POST') {
      metrics.saves.inc({ route, outcome: saveOutcomeOf(status, answer?.fieldErrors ?? false) });
    }
    if (route === BACK_OFFICE_WEBHOOK_PATH) {
      metrics.webhooks.inc({ outcome: status < 300 ? 'accepted' : 'refused', status });
    }
  });
}
