/**
 * The browser's analytics intake, POST /api/analytics/events (docs/decisions/0255): a batch of
 * events of a signed-in visit, sent by fetch or navigator.sendBeacon when the page is hidden. The
 * shape is checked by its contract; each event's name and properties against the closed catalogue
 * (domain/funnel/funnel-events.ts), and one event outside it refuses the batch with a 400 that
 * says which. Events are kept once each (their id; once per merchant for doc 1's "once" events).
 */
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_LIMITS,
  type AnalyticsBatch,
  type AnalyticsIntakeAnswer,
} from '../../domain/api/funnel-api';
import { browserEventProblem } from '../../domain/funnel/funnel-events';
import type { AppDeps } from '../app/app-deps';
import { subjectOfMerchant, type FunnelSubject } from './funnel-recorder';

/** Batches per browser address per minute: a page sends a batch every few seconds at most. */
export const ANALYTICS_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 };

export async function analyticsIntakeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    ANALYTICS_EVENTS_PATH,
    { bodyLimit: ANALYTICS_LIMITS.bodyBytes, config: { rateLimit: ANALYTICS_RATE_LIMIT } },
    async (request, reply) => {
      const { events } = request.body as AnalyticsBatch;
      for (const event of events) {
        const problem = browserEventProblem(event.name, event.properties);
        if (problem) return reply.code(400).send({ error: problem });
      }
      const subject = await subjectOfSession(deps, await deps.sessions.read(request));
      // A visit that has not signed in (the login page's experiment) keeps nothing; it is not an
      // error, so the page's console and the 401 count stay for real session ends.
      if (!subject) return reply.code(202).send({ stored: 0 } satisfies AnalyticsIntakeAnswer);
      const stored = await deps.funnel.browserEvents(subject, events);
      return { stored } satisfies AnalyticsIntakeAnswer;
    },
  );
}

/** The visit's subject: its merchant's record when it has one, else the e-mail it signed in with. */
async function subjectOfSession(
  deps: AppDeps,
  session: { email: string | null; merchant_id: string | null } | undefined,
): Promise<FunnelSubject | undefined> {
  if (!session?.email) return undefined;
  const merchant = session.merchant_id
    ? await deps.repos.merchants.findById(session.merchant_id)
    : undefined;
  return merchant ? subjectOfMerchant(merchant) : { email: session.email, country: null };
}
