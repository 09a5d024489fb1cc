/**
 * Sends the page's analytics events to the portal's intake (POST /api/analytics/events,
 * docs/decisions/0255): the events of the closed catalogue only, with their catalogued properties,
 * in batches a couple of seconds apart, and what is left with navigator.sendBeacon when the page
 * is hidden, so nothing waits for a merchant's click. A refused or failed send is dropped: the
 * milestones that count in the funnel are recorded by the server itself.
 */
import { ANALYTICS_EVENTS_PATH, ANALYTICS_LIMITS } from '../../domain/api/funnel-api';
import type { AnalyticsEventInput } from '../../domain/api/funnel-api';
import { catalogueEventOf } from '../../domain/funnel/funnel-events';
import { postInBackground } from '../api/background-post';

/** How long events gather before a batch is sent. */
export const ANALYTICS_BATCH_DELAY_MS = 2000;

let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(events: AnalyticsEventInput[], onHide: boolean): void {
  if (events.length === 0) return;
  postInBackground(ANALYTICS_EVENTS_PATH, JSON.stringify({ events }), { beacon: onHide });
}

/** Sends what has gathered; `onHide` when the page is going away. */
export function flushAnalytics(onHide = false): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_LIMITS.batch), onHide);
}

/** Queues the event when the catalogue has it. */
export function queueAnalyticsEvent(name: string, properties: Record<string, unknown>): void {
  const event = catalogueEventOf(name, properties);
  if (!event) return;
  if (!listening) {
    listening = true;
    addEventListener('pagehide', () => flushAnalytics(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics(true);
    });
  }
  queue.push({
    id: crypto.randomUUID(),
    name: event.name,
    properties: { ...event.properties },
    at: Date.now(),
  });
  if (queue.length >= ANALYTICS_LIMITS.batch) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), ANALYTICS_BATCH_DELAY_MS);
}

/** Forgets what is queued (tests). */
export function resetAnalyticsQueue(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
}
