/**
 * The inspection observer every actor of the app is created with, so the development inspectors
 * see the session and every screen's actors alike. Outside development it is never set and each
 * event stops here. Every actor also gets a stable name (its `systemId`), shown by the offline
 * inspector; the Stately inspector shows the machine id (`session`, `bank`) rather than `x:0`.
 */
import type { InspectionEvent } from 'xstate';

export { ACTOR_NAMES } from '../../machines/inspector/actor-names';

let observer: ((event: InspectionEvent) => void) | undefined;

/** Set once at start in development (src/main.tsx). */
export function setAppInspector(next: ((event: InspectionEvent) => void) | undefined): void {
  observer = next;
}

const listeners = new Set<(event: InspectionEvent) => void>();

/** Adds a listener of every app actor's inspection events (the debug state log); answers its removal. */
export function addInspectionListener(listener: (event: InspectionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The `inspect` option of every actor the app creates. */
export function appInspect(event: InspectionEvent): void {
  observer?.(event);
  listeners.forEach((listener) => listener(event));
}

/** The createActor / useActorRef options of an app actor: its name and the app inspector. */
export function inspectedAs(name: string) {
  // Only the systemId: an `id` on a root actor changed how the business details actor behaved
  // in its tests, and the Stately inspector falls back to the machine id, readable too.
  return { systemId: name, inspect: appInspect };
}
