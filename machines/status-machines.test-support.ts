/**
 * Test support for the model-based path tests of the status page machines (DESIGN.md §3): paths
 * are generated from the REAL machine with explicit events, then each path is replayed on a running
 * actor whose server calls wait for the test's answer and whose delays run on a simulated clock.
 * The replays record every transition taken and every state visited, so a test can check that the
 * paths together cover the whole machine.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Server calls that wait until the test answers them, keyed by the invoked actor's id. */
export function waitingNetwork() {
  const pending = new Map<string, Pending[]>();
  const calls: Array<{ id: string; input: unknown }> = [];
  const call = fromPromise<never, unknown>(
    ({ input, self }) =>
      new Promise((resolve, reject) => {
        calls.push({ id: self.id, input });
        const queue = pending.get(self.id) ?? [];
        queue.push({ resolve: resolve as (value: unknown) => void, reject });
        pending.set(self.id, queue);
      }),
  );
  function take(id: string): Pending {
    const waiting = pending.get(id)?.shift();
    if (!waiting) throw new Error(`No ${id} call is waiting for an answer`);
    return waiting;
  }
  return {
    /** The implementation of every call actor, typed as the call it stands for. */
    call: <TOutput, TInput = void>() => call as unknown as PromiseActorLogic<TOutput, TInput>,
    calls,
    answer: (id: string, output: unknown) => take(id).resolve(output),
    fail: (id: string, error: unknown) => take(id).reject(error),
    isWaiting: (id: string) => (pending.get(id)?.length ?? 0) > 0,
  };
}
export type WaitingNetwork = ReturnType<typeof waitingNetwork>;

/** Lets promise callbacks and the machine's reaction run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
/** The event of a named delay of `stateId` (a state node id such as 'compliance.waitingToRetry'). */
export const after = (delay: string, stateId: string) => ({
  type: `xstate.after.${delay}.${stateId}`,
});

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} always #${always}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType} #${index}`;
}

/** The states entered first: the initial target of each level, down the tree. */
function initialNodes(node: AnyStateNode): AnyStateNode[] {
  const targets = (node.initial?.target ?? []) as AnyStateNode[];
  return targets.flatMap((target) => [target, ...initialNodes(target)]);
}

/** Every transition (event-driven and eventless) and every state of the machine. */
export function machineInventory(machine: AnyStateMachine) {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return {
    transitions: nodes.flatMap((node) => [
      ...[...node.transitions.values()].flat().map(transitionKey),
      ...(node.always ?? []).map(transitionKey),
    ]),
    states: nodes.map((node) => node.id),
  };
}

/** Shortest paths to every (state, arriving event, previous state), over enabled events only. */
export function generatePaths(
  machine: AnyStateMachine,
  events: EventObject[],
  comparable: (snapshot: AnyMachineSnapshot) => unknown = (s) => s.context,
  input?: unknown,
) {
  const key = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, comparable(snapshot)]);
  return getShortestPaths(machine, {
    input,
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: (snapshot, event, previous) =>
      `${key(snapshot)}|${JSON.stringify(event ?? null)}|${previous ? key(previous) : ''}`,
  });
}

export interface ReplayOptions {
  machine: AnyStateMachine;
  network: WaitingNetwork;
  delays: Record<string, number>;
  input?: unknown;
  comparable?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Handles an event itself (e.g. answers a child's calls); returns true when it did. */
  drive?: (
    event: EventObject,
    tools: { network: WaitingNetwork; clock: SimulatedClock; actor: AnyActorRef },
  ) => Promise<boolean>;
}

/** Replays `events` on a running actor; answers what it reached after each one. */
export async function replay(events: EventObject[], options: ReplayOptions) {
  const { network, machine } = options;
  const comparable = options.comparable ?? ((s: AnyMachineSnapshot) => s.context);
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const visited = new Set<string>();
  const actor = createActor(machine, {
    clock,
    input: options.input,
    inspect: (inspection) => {
      // Only the machine under test (the root actor), not the children it invokes; the initial
      // microsteps arrive before createActor returns, hence no comparison with `actor`.
      if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as AnyActorRef)._parent)
        return;
      for (const transition of inspection._transitions) taken.add(transitionKey(transition));
      // Eventless states are passed through within one macrostep: record each microstep's nodes.
      for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) visited.add(node.id);
    },
  });
  const record = () => {
    for (const node of actor.getSnapshot()._nodes) visited.add(node.id);
  };
  // The start enters the initial states in one step that is not inspected as a microstep.
  for (const node of initialNodes(machine.root)) visited.add(node.id);
  actor.start();
  await settle();
  record();
  const reached: Array<{ value: unknown; context: unknown }> = [];
  for (const event of events) {
    const handled = (await options.drive?.(event, { network, clock, actor })) ?? false;
    if (handled) {
      // driven by the test itself
    } else if (event.type.startsWith('xstate.done.actor.')) {
      network.answer(
        event.type.slice('xstate.done.actor.'.length),
        (event as { output?: unknown }).output,
      );
    } else if (event.type.startsWith('xstate.error.actor.')) {
      network.fail(
        event.type.slice('xstate.error.actor.'.length),
        (event as { error?: unknown }).error,
      );
    } else if (event.type.startsWith('xstate.after.')) {
      const delay = options.delays[event.type.split('.')[2]!];
      if (delay === undefined) throw new Error(`Unknown delay in ${event.type}`);
      clock.increment(delay);
    } else {
      actor.send(event);
    }
    await settle();
    record();
    const snapshot = actor.getSnapshot();
    reached.push({ value: snapshot.value, context: comparable(snapshot) });
  }
  actor.stop();
  return { reached, taken, visited };
}

/**
 * Replays every generated path, checks each step against the model, and answers the transitions
 * and states the replays covered.
 */
export async function replayAll(
  paths: ReturnType<typeof generatePaths>,
  options: Omit<ReplayOptions, 'network' | 'machine'> & {
    /** A fresh network and the real machine answered by it, for each path. */
    create: () => { machine: AnyStateMachine; network: WaitingNetwork };
  },
) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  const mismatches: string[] = [];
  const comparable = options.comparable ?? ((s: AnyMachineSnapshot) => s.context);
  for (const path of paths) {
    const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
    const run = await replay(
      steps.map((step) => step.event),
      { ...options, ...options.create() },
    );
    const expected = steps.map((step) => ({
      value: step.state.value,
      context: comparable(step.state),
    }));
    if (JSON.stringify(run.reached) !== JSON.stringify(expected)) {
      mismatches.push(
        `${steps.map((s) => s.event.type).join(' → ')}\n  expected ${JSON.stringify(expected.at(-1))}\n  reached  ${JSON.stringify(run.reached.at(-1))}`,
      );
    }
    run.taken.forEach((t) => taken.add(t));
    run.visited.forEach((s) => visited.add(s));
  }
  return { taken, visited, mismatches };
}
