/**
 * The inspection observer every actor of the app is created with (`inspect: appInspect`), so the
 * development inspectors see the session and every screen's actors alike. Outside development it
 * is never set and each event stops here.
 */
import type { InspectionEvent } from 'xstate';

let observer: ((event: InspectionEvent) => void) | undefined;

/** Set once at start in development (src/main.tsx). */
export function setAppInspector(next: ((event: InspectionEvent) => void) | undefined): void {
  observer = next;
}

/** The `inspect` option of every actor the app creates. */
export function appInspect(event: InspectionEvent): void {
  observer?.(event);
}
