/**
 * Analytics events of the portal (doc 1 §4: user_eligible / user_ineligible on account creation).
 * Events go to the page's tag-manager queue (`window.dataLayer`), which the marketing tag reads
 * when an operator installs it; without the tag the queue simply holds them.
 */

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Records an analytics event with its properties. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...properties });
}
