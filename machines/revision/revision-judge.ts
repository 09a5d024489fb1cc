/**
 * The revision chart as the server asks it (docs/decisions/0262): where a stored request stands,
 * and what one event does to it. The chart is started from the request's facts, asked, and
 * stopped; its delays are kept by the server's keeper (server/revision/revision-keeper.ts).
 */
import { createActor, type SnapshotFrom } from 'xstate';
import type { RevisionFacts, RevisionState } from '../../domain/revision/revision-request';
import { revisionMachine, type RevisionEvent } from './revision.machine';

type RevisionSnapshot = SnapshotFrom<typeof revisionMachine>;

/** The state a snapshot of the chart is in. */
export function revisionStateOf(snapshot: RevisionSnapshot): RevisionState {
  if (snapshot.matches({ open: 'beingFixed' })) return 'beingFixed';
  if (snapshot.matches({ open: 'requested' })) return 'requested';
  return snapshot.value as RevisionState;
}

function started(facts: RevisionFacts, now: number) {
  return createActor(revisionMachine, { input: { facts, now } }).start();
}

/** Where a stored request stands at `now`. */
export function revisionState(facts: RevisionFacts, now: number): RevisionState {
  const actor = started(facts, now);
  const state = revisionStateOf(actor.getSnapshot());
  actor.stop();
  return state;
}

/** What `event` does to a stored request: its new facts and state, or undefined when refused. */
export function judgeRevisionEvent(
  facts: RevisionFacts,
  event: RevisionEvent,
  now: number,
): { facts: RevisionFacts; state: RevisionState } | undefined {
  const actor = started(facts, now);
  try {
    if (!actor.getSnapshot().can(event)) return undefined;
    actor.send(event);
    const snapshot = actor.getSnapshot();
    return { facts: snapshot.context.facts, state: revisionStateOf(snapshot) };
  } finally {
    actor.stop();
  }
}
