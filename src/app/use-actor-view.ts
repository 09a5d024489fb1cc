/**
 * What a view reads of an actor: `selector` applied to the actor's snapshot, rendered again when
 * the selection changes (by `compare`). It replaces @xstate/react's `useSelector`, whose
 * `useSyncExternalStore` renders every change at once, in one task: a snapshot that changes when a
 * call answers or a timer fires re-rendered the whole page in a single long task on a phone.
 * Here only a change made while the browser dispatches an event (a key, a click: the field must
 * show the key at once) renders at once; any other renders as a transition, which React renders in
 * slices of a few milliseconds (docs/decisions/0261-snapshots-render-in-slices.md).
 */
import { startTransition, useEffect, useReducer, useRef } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

type Compare<T> = (a: T, b: T) => boolean;

/** Whether the code runs inside the browser's dispatch of an event (React reads it the same way). */
function duringAnEvent(): boolean {
  return typeof window !== 'undefined' && window.event !== undefined;
}

function snapshotOf<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
  // As @xstate/react: a failed actor's error reaches the nearest error boundary.
  if (snapshot && typeof snapshot === 'object' && 'status' in snapshot) {
    const failed = snapshot as { status: unknown; error?: unknown };
    if (failed.status === 'error') throw failed.error;
  }
  return snapshot;
}

export function useActorView<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare?: Compare<T>,
): T;
export function useActorView<TActor extends AnyActorRef, T>(
  actor: TActor | undefined,
  selector: (snapshot: SnapshotFrom<TActor> | undefined) => T,
  compare?: Compare<T>,
): T;
export function useActorView<TActor extends AnyActorRef, T>(
  actor: TActor | undefined,
  selector: (snapshot: SnapshotFrom<TActor> | undefined) => T,
  compare: Compare<T> = Object.is,
): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const snapshot = actor ? snapshotOf(actor) : undefined;
  // The selection is kept while the snapshot and the selector stay the same, and a new selection
  // equal to the kept one gives the kept one, so a selector that builds an object gives the same
  // object until something it reads changed (as @xstate/react's useSelector). The subscription
  // compares a change with what was last committed, using the selector and comparison of then.
  const committed = useRef<
    { snapshot: unknown; selector: typeof selector; compare: Compare<T>; value: T } | undefined
  >(undefined);
  const kept = committed.current;
  let value: T;
  if (kept && kept.snapshot === snapshot && kept.selector === selector) value = kept.value;
  else {
    const next = selector(snapshot);
    value = kept && compare(kept.value, next) ? kept.value : next;
  }
  useEffect(() => {
    committed.current = { snapshot, selector, compare, value };
  });

  useEffect(() => {
    if (!actor) return;
    const changed = () => {
      if (!committed.current) return;
      const { selector: select, compare: same, value: shown } = committed.current;
      let next: T;
      try {
        next = select(snapshotOf(actor));
      } catch {
        // A failed actor: the render reads the snapshot again and throws to the error boundary.
        rerender();
        return;
      }
      if (same(shown, next)) return;
      if (duringAnEvent()) rerender();
      else startTransition(rerender);
    };
    const subscription = actor.subscribe({ next: changed, error: changed });
    // A change between the render and this subscription is not missed.
    changed();
    return () => subscription.unsubscribe();
  }, [actor]);

  return value;
}
