/**
 * The offline inspector's record (the hosted viewer needs the internet, so development also gets
 * a local one): every actor by name with its parent, definition, last state and sanitised context,
 * and every event and state, passed through the PII sanitiser first.
 */
import type { AnyActorLogic, InspectionEvent, StateValue } from 'xstate';
import { sanitiseForInspection } from '../../machines/reporting/pii-sanitiser';

export interface InspectionEntry {
  id: number;
  at: number;
  /** The actor's readable name. */
  actorId: string;
  sessionId: string;
  kind: 'event' | 'snapshot';
  /** Event type, or the state value as text. */
  summary: string;
  detail: unknown;
}

export interface InspectedActor {
  sessionId: string;
  name: string;
  parentSessionId: string | undefined;
  /** The actor's logic: a state machine whose chart the panel draws, or a promise, a callback… */
  logic: AnyActorLogic | undefined;
  status: string;
  value: StateValue | undefined;
  /** The last context, sanitised. */
  context: unknown;
}

const MAX_ENTRIES = 500;

interface RefLike {
  sessionId: string;
  id?: string;
  systemId?: string;
  logic?: AnyActorLogic;
  _parent?: RefLike;
  getSnapshot?: () => { status?: string } | undefined;
}

function isStopped(ref: RefLike): boolean {
  // xstate's processing status 2: stopped (a stopped actor's snapshot may still read 'active').
  if ((ref as { _processingStatus?: number })._processingStatus === 2) return true;
  try {
    return ref.getSnapshot?.()?.status === 'stopped';
  } catch {
    // An actor still initialising cannot be read yet; it is not stopped.
    return false;
  }
}

/** `systemId`, else an id given on purpose (invoke id), else the machine id, else the session id. */
export function actorName(ref: RefLike): string {
  if (ref.systemId) return ref.systemId;
  if (ref.id && ref.id !== ref.sessionId) return ref.id;
  const config = (ref.logic as { config?: { id?: unknown } } | undefined)?.config;
  return typeof config?.id === 'string' ? config.id : ref.sessionId;
}

/** A bounded, subscribable list of sanitised inspection entries and the actors they belong to. */
export function createInspectionLog() {
  let entries: readonly InspectionEntry[] = [];
  let actors: ReadonlyMap<string, InspectedActor> = new Map();
  const refs = new Map<string, RefLike>();
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function upsert(ref: RefLike, change: Partial<InspectedActor> = {}): InspectedActor {
    const known = actors.get(ref.sessionId);
    const actor: InspectedActor = {
      sessionId: ref.sessionId,
      name: actorName(ref),
      parentSessionId: ref._parent?.sessionId,
      logic: ref.logic,
      status: known?.status ?? 'active',
      value: known?.value,
      context: known?.context,
      ...change,
    };
    actors = new Map(actors).set(ref.sessionId, actor);
    refs.set(ref.sessionId, ref);
    return actor;
  }

  // A screen mounted again (or React's strict mode) starts a new actor of the same name; the
  // stopped one it replaces leaves the tree.
  function dropReplaced() {
    const names = new Map<string, number>();
    for (const actor of actors.values()) names.set(actor.name, (names.get(actor.name) ?? 0) + 1);
    const replaced = [...actors.values()].filter((actor) => {
      const ref = refs.get(actor.sessionId);
      return (names.get(actor.name) ?? 0) > 1 && ref !== undefined && isStopped(ref);
    });
    if (replaced.length === 0) return;
    const next = new Map(actors);
    for (const actor of replaced) {
      next.delete(actor.sessionId);
      refs.delete(actor.sessionId);
    }
    actors = next;
  }

  function add(entry: Omit<InspectionEntry, 'id' | 'at'>) {
    entries = [...entries, { ...entry, id: nextId++, at: Date.now() }].slice(-MAX_ENTRIES);
  }

  return {
    /** The `inspect` observer for createActor. */
    inspect(event: InspectionEvent) {
      const ref = event.actorRef as RefLike;
      if (event.type === '@xstate.actor') {
        // Listed from its first event on: an actor created but never started is not shown.
        refs.set(ref.sessionId, ref);
        return;
      } else if (event.type === '@xstate.event') {
        const actor = actors.get(ref.sessionId) ?? upsert(ref);
        add({
          actorId: actor.name,
          sessionId: ref.sessionId,
          kind: 'event',
          summary: event.event.type,
          detail: sanitiseForInspection(event.event),
        });
      } else if (event.type === '@xstate.snapshot') {
        const snapshot = event.snapshot as {
          value?: StateValue;
          context?: unknown;
          status?: string;
        };
        const context = sanitiseForInspection(snapshot.context);
        const actor = upsert(ref, {
          value: snapshot.value,
          context,
          status: snapshot.status ?? 'active',
        });
        add({
          actorId: actor.name,
          sessionId: ref.sessionId,
          kind: 'snapshot',
          summary: JSON.stringify(snapshot.value ?? snapshot.status ?? null),
          detail: { value: sanitiseForInspection(snapshot.value), context },
        });
      } else {
        return;
      }
      dropReplaced();
      notify();
    },
    entries: () => entries,
    actors: () => actors,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      entries = [];
      actors = new Map([...actors].filter(([, actor]) => actor.status === 'active'));
      notify();
    },
  };
}

export type InspectionLog = ReturnType<typeof createInspectionLog>;

/** The log of this page; only filled in development. */
export const inspectionLog = createInspectionLog();
