/**
 * Analytics of the lead and onboarding forms: `track(event, props)` hands the event to the app's
 * analytics queue (src/reporting/analytics), logs it to the console in development, and does
 * nothing under test.
 */
import { trackEvent } from '../reporting/analytics';

/** Records an analytics event. */
export function track(event: string, props: Record<string, unknown> = {}): void {
  if (import.meta.env.MODE === 'test') return;
  if (import.meta.env.DEV) console.info('[analytics]', event, props);
  trackEvent(event, props);
}

/** doc 1 §9: the lead-created and store-submitted events are sent 1000 ms after the fact. */
export const DELAYED_EVENT_MS = 1000;

/** Records an analytics event {@link DELAYED_EVENT_MS} later. */
export function trackLater(event: string, props: Record<string, unknown> = {}): void {
  setTimeout(() => track(event, props), DELAYED_EVENT_MS);
}
