/**
 * Analytics events of the portal (doc 1 §4: user_eligible / user_ineligible on account creation).
 * Events go to the page's tag-manager queue (`window.dataLayer`), which the marketing tag reads
 * when an operator installs it, and to the portal's own intake (./analytics-intake, loaded with
 * the first event), where the catalogued ones are kept first-party (docs/decisions/0255).
 */

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Whether events also go to the intake: not under unit tests, unless a test turns it on. */
export const analyticsIntake = { enabled: import.meta.env.MODE !== 'test' };

/** Records an analytics event with its properties. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...properties });
  if (!analyticsIntake.enabled) return;
  import('./analytics-intake')
    .then((intake) => intake.queueAnalyticsEvent(event, properties))
    .catch(() => {});
}
