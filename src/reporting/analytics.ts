/**
 * Analytics events of the portal (doc 1 §4: user_eligible / user_ineligible on account creation).
 * Events go to the page's tag-manager queue (`window.dataLayer`), which the marketing tag reads
 * when an operator installs it, and to the portal's own intake (./analytics-intake, loaded with
 * the first event), where the catalogued ones are kept first-party (docs/decisions/0255).
 */

import type * as Intake from './analytics-intake';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Whether events also go to the intake: not under unit tests, unless a test turns it on. */
export const analyticsIntake = { enabled: import.meta.env.MODE !== 'test' };

/** Events waiting for the intake's code; the first one asks for it. */
let waiting: Array<[string, Record<string, unknown>]> = [];
/** The intake once its code is here: later events go straight to its queue. */
let intake: typeof Intake | undefined;

/**
 * Loads the intake and hands it what waits. In a task of its own once the browser is idle (the
 * intake batches its sends anyway): an event is often recorded while a page renders, and loading
 * code there made that render a long task on a phone.
 */
function handToIntake(): void {
  const events = waiting;
  waiting = [];
  import('./analytics-intake')
    .then((loaded) => {
      intake = loaded;
      for (const [event, properties] of events) loaded.queueAnalyticsEvent(event, properties);
      // Events recorded while the code loaded.
      for (const [event, properties] of waiting.splice(0)) {
        loaded.queueAnalyticsEvent(event, properties);
      }
    })
    .catch(() => {});
}

/** Records an analytics event with its properties. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...properties });
  if (!analyticsIntake.enabled) return;
  // Once the intake is here, an event joins its queue at once, which the page's leaving sends
  // (a page closed before an idle moment came lost what still waited here).
  if (intake) {
    intake.queueAnalyticsEvent(event, properties);
    return;
  }
  waiting.push([event, properties]);
  if (waiting.length > 1) return;
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(handToIntake, { timeout: 1000 });
  else setTimeout(handToIntake, 0);
}
