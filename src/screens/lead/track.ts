/**
 * Analytics of the lead and onboarding forms: `track(event, props)` hands the event to the app's
 * analytics queue (src/support/analytics), logs it to the console in development, and does
 * nothing under test.
 */
import { trackEvent } from '../../support/analytics';

/** Records an analytics event. */
export function track(event: string, props: Record<string, unknown> = {}): void {
  if (import.meta.env.MODE === 'test') return;
  if (import.meta.env.DEV) console.info('[analytics]', event, props);
  trackEvent(event, props);
}
