/**
 * The funnel's calls (docs/decisions/0255): the browser's analytics intake and the console's
 * funnel report.
 */
import type { FunnelReport } from '../funnel/funnel-report';

/** POST: a batch of the browser's analytics events (also sent by navigator.sendBeacon). */
export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';
/** GET ?days=&country=&brand=: the funnel over the last days. */
export const OPS_FUNNEL_PATH = '/api/ops/funnel';

export const ANALYTICS_LIMITS = {
  /** Events in one batch; the browser sends sooner than that. */
  batch: 20,
  bodyBytes: 16 * 1024,
} as const;

/** One browser event as sent to the intake. */
export interface AnalyticsEventInput {
  /** A random id per event (the same event sent twice is kept once). */
  id: string;
  name: string;
  properties: Record<string, string>;
  /** Epoch milliseconds in the browser; the server keeps its own time if this one is off. */
  at: number;
}

export interface AnalyticsBatch {
  events: AnalyticsEventInput[];
}

/** How many events of a batch were new (none for a visit that has not signed in: 202). */
export interface AnalyticsIntakeAnswer {
  stored: number;
}

export const ANALYTICS_BATCH_ERROR = `Send {events: [...]} with 1 to ${ANALYTICS_LIMITS.batch} events, each with an id, a name, properties and at.`;
export const FUNNEL_QUERY_ERROR =
  'Give days as 7, 30 or 90, and optionally a country (US, CA, AU, NZ, UK) and a brand (provider, uk, cashApp).';

export type FunnelAnswer = FunnelReport;
