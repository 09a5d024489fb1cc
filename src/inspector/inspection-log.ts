/**
 * The offline inspector's record (DESIGN.md §2: the hosted viewer needs the internet, so dev also
 * gets a local log): every actor's events and states, passed through the PII sanitiser first.
 */
import type { InspectionEvent } from 'xstate';
import { sanitiseForInspection } from '../../machines/pii-sanitiser';

export interface InspectionEntry {
  id: number;
  at: number;
  actorId: string;
  kind: 'event' | 'snapshot';
  /** Event type, or the state value as text. */
  summary: string;
  detail: unknown;
}

const MAX_ENTRIES = 500;

/** A bounded, subscribable list of sanitised inspection entries. */
export function createInspectionLog() {
  let entries: readonly InspectionEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function add(entry: Omit<InspectionEntry, 'id' | 'at'>) {
    entries = [...entries, { ...entry, id: nextId++, at: Date.now() }].slice(-MAX_ENTRIES);
    listeners.forEach((listener) => listener());
  }

  return {
    /** The `inspect` observer for createActor. */
    inspect(event: InspectionEvent) {
      const ref = event.actorRef as { id?: string; sessionId: string };
      const actorId = ref.id || ref.sessionId;
      if (event.type === '@xstate.event') {
        add({
          actorId,
          kind: 'event',
          summary: event.event.type,
          detail: sanitiseForInspection(event.event),
        });
      } else if (event.type === '@xstate.snapshot') {
        const snapshot = event.snapshot as { value?: unknown; context?: unknown; status?: string };
        add({
          actorId,
          kind: 'snapshot',
          summary: JSON.stringify(snapshot.value ?? snapshot.status ?? null),
          detail: sanitiseForInspection({ value: snapshot.value, context: snapshot.context }),
        });
      }
    },
    entries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      entries = [];
      listeners.forEach((listener) => listener());
    },
  };
}

export type InspectionLog = ReturnType<typeof createInspectionLog>;

/** The log of this page; only filled in development. */
export const inspectionLog = createInspectionLog();
