/**
 * The pushed status stream (docs/architecture.md §6 "Live status", docs/decisions/0130): the
 * server tells the signed-in merchant that something the status or cash page shows has changed;
 * the event carries a kind only, never data, and the app refetches through its usual calls.
 */

/** GET, text/event-stream: the signed-in merchant's status events (401 when signed out). */
export const STATUS_EVENTS_PATH = '/api/status-events';

/** The SSE event name of a change. */
export const STATUS_EVENT_NAME = 'status';

/**
 * What changed. `resync` means the server may have missed changes (its database listener came
 * back after an outage), so the page refetches as for any other kind.
 */
export const STATUS_EVENT_KINDS = [
  'submitted',
  'compliance',
  'account',
  'opportunity-stage',
  'onboarding-group',
  'owner-controls',
  'in-store',
  'cash-pay',
  'resync',
] as const;

export type StatusEventKind = (typeof STATUS_EVENT_KINDS)[number];

/** The data line of a status event. */
export interface StatusEventData {
  kind: StatusEventKind;
}
