/**
 * The status subscription the page actors invoke (machines/status/status-events.ts), over the browser's
 * EventSource on GET /api/status-events (docs/decisions/0130). One stream per tab is shared by
 * every subscribed actor. Each pushed change sends every subscriber its refetch event; so does
 * every reconnection after the first connection, since changes may have been made while the stream
 * was down. EventSource reconnects by itself after a dropped stream; when it gives up (an answer
 * that is not a stream, e.g. a proxy's 502 while servers restart), the stream is opened again
 * after a growing pause.
 */
import { fromCallback, type EventObject } from 'xstate';
import { STATUS_EVENT_NAME, STATUS_EVENTS_PATH } from '../../domain/api/status-events-api';
import type { StatusEventsInput } from '../../machines/status/status-events';
import { apiUrl } from './http-client';

export const REOPEN_FIRST_MS = 5_000;
export const REOPEN_MAX_MS = 60_000;

type Refetch = () => void;

const subscribers = new Set<Refetch>();
let source: EventSource | undefined;
let connectedBefore = false;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let reopenDelay = REOPEN_FIRST_MS;

const refetchAll = () => [...subscribers].forEach((refetch) => refetch());

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(apiUrl(STATUS_EVENTS_PATH));
  source = stream;
  stream.addEventListener('open', () => {
    reopenDelay = REOPEN_FIRST_MS;
    if (connectedBefore) refetchAll();
    connectedBefore = true;
  });
  stream.addEventListener(STATUS_EVENT_NAME, refetchAll);
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = undefined;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (subscribers.size > 0) open();
    }, reopenDelay);
    reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
  });
}

function close(): void {
  source?.close();
  source = undefined;
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = undefined;
  reopenDelay = REOPEN_FIRST_MS;
  connectedBefore = false;
}

/** Calls `refetch` on each pushed change until the returned function is called. */
export function subscribeToStatus(refetch: Refetch): () => void {
  subscribers.add(refetch);
  open();
  return () => {
    subscribers.delete(refetch);
    if (subscribers.size === 0) close();
  };
}

/** Provided as the page actors' `statusEvents`: sends the actor its `changed` event. */
export const statusEventsActor = fromCallback<EventObject, StatusEventsInput>(
  ({ sendBack, input }) => subscribeToStatus(() => sendBack(input.changed)),
);
