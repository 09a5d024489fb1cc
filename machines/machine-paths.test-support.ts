/**
 * Test support for model-based path tests (DESIGN.md §3): paths generated from a REAL machine with
 * `getShortestPaths` over explicit events, replayed on a running actor whose invoked calls wait
 * for the test to answer them, with the transitions taken and states visited recorded so a test
 * can require that every transition and every state of the machine was covered.
 */
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import type {
  AnyActorLogic,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

/** The done event of invoked call `id` answering `output`. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
/** The error event of invoked call `id` failing with `error`. */
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
/** The event of named delay `delay` elapsing in state `statePath` of machine `machineId`. */
export const elapsed = (delay: string, machineId: string, statePath: string) => ({
  type: `xstate.after.${delay}.${machineId}.${statePath}`,
});

/** Calls made by the machine, each waiting until the test answers it. */
export function scriptedCalls(ids: readonly string[]) {
  const pending = new Map<
    string,
    { input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const calls: Array<{ id: string; input: unknown }> = [];
  const call = fromPromise<unknown, unknown>(({ input, self }) => {
    calls.push({ id: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { input, resolve, reject }));
  });
  const take = (id: string) => {
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`No ${id} call is waiting for an answer`);
    pending.delete(id);
    return waiting;
  };
  return {
    calls,
    actors: Object.fromEntries(ids.map((id) => [id, call])) as Record<string, AnyActorLogic>,
    answer: (id: string, output: unknown) => take(id).resolve(output),
    fail: (id: string, error: unknown) => take(id).reject(error),
  };
}

/** Lets promise callbacks and the machine's reaction run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType} #${index}`;
}

/** Every transition of the machine, as `state on event #branch`. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
    [...node.transitions.values()].flat().map(transitionKey),
  );
}

/** Every state node id of the machine. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].map((node) => node.id);
}

export interface PathModel<TContext> {
  machine: AnyStateMachine;
  input?: unknown;
  events: readonly EventObject[];
  /** Ids of the invoked calls the test answers. */
  callIds: readonly string[];
  /** The length of each named delay. */
  delays?: Readonly<Record<string, number>>;
  /** The part of the context a path step is compared on. */
  comparable: (context: TContext) => unknown;
  /**
   * The part of the context that tells graph vertices apart (defaults to `comparable`). A coarser
   * key keeps the graph small; the paths stay real runs of the machine either way.
   */
  graphKey?: (context: TContext) => unknown;
  /** Keeps the generated graph finite: events the traversal may take from a snapshot. */
  filter?: (snapshot: { value: unknown; context: TContext }, event: EventObject) => boolean;
  /** Actions whose calls the test records instead of the app's implementation. */
  recordedActions?: readonly string[];
}

/** The generated paths: one vertex per (state, arriving event, previous state), so they cover every edge. */
export function generatePaths<TContext>(model: PathModel<TContext>) {
  const key = (s: { value: unknown; context: unknown }) =>
    JSON.stringify([s.value, (model.graphKey ?? model.comparable)(s.context as TContext)]);
  return getShortestPaths(model.machine, {
    events: model.events as EventObject[],
    input: model.input,
    filterEvents: (snapshot: { can: (e: EventObject) => boolean }, event: EventObject) =>
      snapshot.can(event) && (model.filter?.(snapshot as never, event) ?? true),
    serializeState: (
      snapshot: { value: unknown; context: unknown },
      event: EventObject | undefined,
      previous?: { value: unknown; context: unknown },
    ) => `${key(snapshot)}|${JSON.stringify(event ?? null)}|${previous ? key(previous) : ''}`,
  } as never);
}

/** Replays `events` on a running actor and records what it reached, took and visited. */
export async function replay<TContext>(model: PathModel<TContext>, events: readonly EventObject[]) {
  const network = scriptedCalls(model.callIds);
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const visited = new Set<string>();
  const actionCalls: Array<{ type: string; params: unknown }> = [];
  const recorded = Object.fromEntries(
    (model.recordedActions ?? []).map((type) => [
      type,
      (_: unknown, params: unknown) => void actionCalls.push({ type, params }),
    ]),
  );
  const machine = model.machine.provide({ actors: network.actors, actions: recorded } as never);
  const actor = createActor(machine, {
    clock,
    input: model.input,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) taken.add(transitionKey(transition));
    },
  } as never);
  const record = () => {
    for (const node of actor.getSnapshot()._nodes as AnyStateNode[]) visited.add(node.id);
  };
  actor.start();
  record();
  const reached: Array<{ value: unknown; context: unknown }> = [];
  for (const event of events) {
    if (event.type.startsWith('xstate.done.actor.')) {
      network.answer(event.type.slice(18), (event as { output?: unknown }).output);
      await settle();
    } else if (event.type.startsWith('xstate.error.actor.')) {
      network.fail(event.type.slice(19), (event as { error?: unknown }).error);
      await settle();
    } else if (event.type.startsWith('xstate.after.')) {
      const delay = model.delays?.[event.type.split('.')[2] ?? ''];
      if (delay === undefined) throw new Error(`Unknown delay in ${event.type}`);
      clock.increment(delay);
    } else {
      actor.send(event);
    }
    record();
    const snapshot = actor.getSnapshot();
    reached.push({
      value: snapshot.value,
      context: model.comparable(snapshot.context as TContext),
    });
  }
  actor.stop();
  return { reached, taken, visited, machine, calls: network.calls, actionCalls };
}

/**
 * What the model predicts for `events`: the machine's own transition function applied event by
 * event from its initial snapshot, without running any actor.
 */
export function predict<TContext>(model: PathModel<TContext>, events: readonly EventObject[]) {
  let snapshot = getInitialSnapshot(model.machine, model.input as never);
  return events.map((event) => {
    snapshot = getNextSnapshot(model.machine, snapshot, event as never);
    return { value: snapshot.value, context: model.comparable(snapshot.context as TContext) };
  });
}

/** Replays every path, comparing each step with the model, and gathers the coverage. */
export async function replayAll<TContext>(
  model: PathModel<TContext>,
  paths: ReturnType<typeof generatePaths<TContext>>,
  compare: (reached: unknown, expected: unknown, label: string) => void,
) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  for (const path of paths) {
    const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
    const run = await replay(
      model,
      steps.map((step) => step.event),
    );
    const expected = predict(
      model,
      steps.map((step) => step.event),
    );
    compare(run.reached, expected, steps.map((s) => s.event.type).join(' → '));
    run.taken.forEach((t) => taken.add(t));
    run.visited.forEach((s) => visited.add(s));
  }
  return { taken, visited };
}
