/**
 * The status subscription of a page's actor (docs/decisions/0130): while the status page or /cash
 * is open, its actor invokes `statusEvents`, which sends the actor its own refetch event
 * (`changed`) whenever the server says the merchant's status changed, and once after a dropped
 * stream is connected again (a change may have been missed meanwhile). The app provides the real
 * subscription (src/api/status-events.ts, over EventSource); machines only name it.
 */
import { fromCallback, type EventObject } from 'xstate';

export interface StatusEventsInput {
  /** The event the subscribing actor refetches on. */
  changed: EventObject;
}

/** The slot of the subscription: no events until the app provides it. */
export const statusEventsNotProvided = fromCallback<EventObject, StatusEventsInput>(() => {});

/** The id both page actors invoke it under. */
export const STATUS_EVENTS_ID = 'statusEvents';
