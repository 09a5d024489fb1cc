/**
 * The one harness of the model-based path tests: paths generated from the REAL machine with
 * xstate/graph over explicit events are replayed on a running actor whose invoked calls wait for
 * the test's answer and whose delays run on a simulated clock. Each step is compared with the
 * model, every step is checked against the spec tables (the oracles), and the replays record the
 * states visited and the transitions taken (eventless ones included), so the coverage report can
 * name whatever no path reached.
 */
import { SimulatedClock } from 'xstate';
import { startAsChild } from './child-actor';
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  InspectionEvent,
} from 'xstate';
import {
  generatePaths,
  initialNodes,
  machineInventory,
  transitionKey,
  type GraphModel,
} from './path-graph';
import { waitingNetwork, type WaitingNetwork } from './waiting-network';
import {
  writeCoverageRecord,
  type CoverageRecord,
  type OracleRecord,
} from '../../test/paths/coverage-record';

export { settle, waitingNetwork, type WaitingNetwork } from './waiting-network';
export { generatePaths, machineInventory, type GeneratedPath } from './path-graph';

/** The done event of invoked call `id` answering `output`. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
/** The error event of invoked call `id` failing with `error`. */
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
/** The event of named delay `delay` elapsing in the state node `stateId` ('machine.a.b'). */
export const after = (delay: string, stateId: string) => ({
  type: `xstate.after.${delay}.${stateId}`,
});
/** The same, with the machine id and the state path apart. */
export const elapsed = (delay: string, machineId: string, statePath: string) =>
  after(delay, `${machineId}.${statePath}`);

/** What an oracle is shown at the end of each step of a replayed path. */
export interface OracleInput<TContext> {
  snapshot: AnyMachineSnapshot & { context: TContext };
  /** The events of the path up to this step. */
  events: readonly EventObject[];
  /** The calls made so far, with the simulated time each was made at. */
  calls: ReadonlyArray<{ id: string; input: unknown; at: number }>;
  /** The simulated time each step's event arrived at. */
  times: readonly number[];
  /** The recorded actions called so far. */
  actionCalls: ReadonlyArray<{ type: string; params: unknown }>;
  /** What the machine told its parent so far (it runs as a child, as in the portal). */
  toParent: readonly EventObject[];
}

/**
 * Expected outcomes of the specs, as a table: `check` answers undefined when the step is not one
 * the table speaks of, null when it agrees, or the disagreement.
 */
export interface Oracle<TContext> {
  /** Where the table comes from: 'doc 1 §4 Cards'. */
  source: string;
  name: string;
  check: (input: OracleInput<TContext>) => string | null | undefined;
}

export interface DriveTools {
  network: WaitingNetwork;
  clock: SimulatedClock;
  actor: AnyActorRef;
}

export interface PathModel<TContext = unknown> extends GraphModel<TContext> {
  /** Ids of the invoked calls the network answers (when `provide` is not given). */
  callIds?: readonly string[];
  /** The real machine with its calls answered by `network` (when callIds do not suffice). */
  provide?: (network: WaitingNetwork) => AnyStateMachine;
  /** The length of each named delay. */
  delays?: Readonly<Record<string, number>>;
  /** Actions whose calls the test records instead of the app's implementation. */
  recordedActions?: readonly string[];
  /**
   * The input of each replay, made afresh on the replay's clock (e.g. with the actors a composed
   * system runs beside the machine); the traversal uses `input`.
   */
  inputOfRun?: (clock: SimulatedClock) => unknown;
  /** Handles an event itself (e.g. answers a child's calls); answers true when it did. */
  drive?: (event: EventObject, tools: DriveTools) => Promise<boolean>;
  /** The spec tables checked after every step of every path. */
  oracles?: readonly Oracle<TContext>[];
}

/** The model's machine with its calls answered by one network and its recorded actions kept. */
export function preparedMachine<TContext>(model: PathModel<TContext>) {
  const network = waitingNetwork();
  const actionCalls: Array<{ type: string; params: unknown }> = [];
  const recorded = Object.fromEntries(
    (model.recordedActions ?? []).map((type) => [
      type,
      (_: unknown, params: unknown) => void actionCalls.push({ type, params }),
    ]),
  );
  const answered =
    model.provide?.(network) ??
    model.machine.provide({
      actors: Object.fromEntries((model.callIds ?? []).map((id) => [id, network.call()])),
    } as never);
  return { network, actionCalls, machine: answered.provide({ actions: recorded } as never) };
}
type Prepared = ReturnType<typeof preparedMachine>;

/** Replays `events` on a running actor and records what it reached, took, visited and called. */
export async function replay<TContext>(
  model: PathModel<TContext>,
  events: readonly EventObject[],
  onStep?: (input: OracleInput<TContext>) => void,
  prepared: Prepared = preparedMachine(model),
) {
  const { network, machine } = prepared;
  const clock = new SimulatedClock();
  network.reset(clock);
  prepared.actionCalls.length = 0;
  const actionCalls = prepared.actionCalls;
  const comparable = model.comparable ?? ((c: TContext) => c);
  const taken = new Set<string>();
  const visited = new Set<string>();
  // The machine runs under a parent, as every step machine does in the portal.
  const input = model.inputOfRun ? model.inputOfRun(clock) : model.input;
  const { actor, parent, toParent } = startAsChild(machine, input, {
    clock,
    inspect: (inspection: InspectionEvent) => {
      // Only the machine under test, not its parent or the children it invokes.
      const ref = inspection.actorRef as AnyActorRef;
      if (inspection.type !== '@xstate.microstep' || ref._parent?._parent !== undefined) return;
      if (ref._parent === undefined) return;
      for (const transition of inspection._transitions) taken.add(transitionKey(transition));
      // Eventless states are passed through within one macrostep: record each microstep's nodes.
      for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) visited.add(node.id);
    },
  });
  const calls = network.calls;
  const times: number[] = [];
  const record = () => {
    for (const node of actor.getSnapshot()._nodes as AnyStateNode[]) visited.add(node.id);
  };
  for (const node of initialNodes(model.machine.root)) visited.add(node.id);
  visited.add(model.machine.root.id);
  await network.settle();
  record();
  const reached: Array<{ value: unknown; context: unknown }> = [];
  for (const [index, event] of events.entries()) {
    times.push(clock.now());
    const handled = (await model.drive?.(event, { network, clock, actor })) ?? false;
    if (handled) {
      // answered by the test's own driver
    } else if (event.type.startsWith('xstate.done.actor.')) {
      network.answer(event.type.slice(18), (event as { output?: unknown }).output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      network.fail(event.type.slice(19), (event as { error?: unknown }).error);
    } else if (event.type.startsWith('xstate.after.')) {
      const delay = model.delays?.[event.type.split('.')[2] ?? ''];
      if (delay === undefined) throw new Error(`Unknown delay in ${event.type}`);
      clock.increment(delay);
    } else {
      actor.send(event);
    }
    await network.settle();
    record();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot & { context: TContext };
    reached.push({ value: snapshot.value, context: comparable(snapshot.context) });
    onStep?.({
      snapshot,
      events: events.slice(0, index + 1),
      calls,
      times,
      actionCalls,
      toParent,
    });
  }
  parent.stop();
  return { reached, taken, visited, calls, actionCalls, toParent };
}

/** Names an event for the report ('IN_REVIEW'); the machines read only the fields they know. */
export const named = <T extends object>(label: string, event: T) => ({ ...event, label });

/** A short, readable name of an event for the report. */
export function eventLabel(event: EventObject): string {
  const { type, label, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type
    .replace(/^xstate\.done\.actor\.(.+)$/, '$1 ✓')
    .replace(/^xstate\.error\.actor\.(.+)$/, '$1 ✗')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
  if (typeof label === 'string') return `${short} (${label})`;
  const detail = JSON.stringify(rest.output ?? rest.error ?? rest)
    .replace(/"/g, '')
    .slice(0, 40);
  return detail === '{}' || detail === '' ? short : `${short} ${detail}`;
}

export interface PathRunResult {
  record: CoverageRecord;
  /** Steps that did not reach what the model predicts. */
  mismatches: string[];
  /** Steps where a spec table disagrees with what the machine reached. */
  oracleFailures: string[];
  taken: Set<string>;
  visited: Set<string>;
}

/**
 * Generates and replays the paths of every model (all of the same machine, e.g. one per input),
 * compares each step with the model, checks the oracles after each step, and writes the coverage
 * record `name` for the report.
 */
export async function runPaths<TContext>(
  name: string,
  models: ReadonlyArray<PathModel<TContext>>,
  options: { resultsDir?: string } = {},
): Promise<PathRunResult> {
  const started = performance.now();
  const machine = models[0]!.machine;
  const taken = new Set<string>();
  const visited = new Set<string>();
  const mismatches: string[] = [];
  const oracleFailures: string[] = [];
  const oracleStats = new Map<Oracle<TContext>, OracleRecord>();
  const paths: string[][] = [];
  for (const model of models) {
    const comparable = model.comparable ?? ((c: TContext) => c);
    for (const oracle of model.oracles ?? []) {
      if (!oracleStats.has(oracle))
        oracleStats.set(oracle, {
          source: oracle.source,
          name: oracle.name,
          checked: 0,
          failures: [],
        });
    }
    const prepared = preparedMachine(model);
    for (const path of generatePaths(model)) {
      const labels = path.events.map(eventLabel);
      paths.push(labels);
      let run: Awaited<ReturnType<typeof replay<TContext>>>;
      try {
        run = await replay(model, path.events, onStep, prepared);
      } catch (error) {
        // The model takes an answer to a call the running actor never made.
        mismatches.push(`${labels.join(' → ')}\n  ${(error as Error).message}`);
        continue;
      }
      function onStep(step: OracleInput<TContext>) {
        for (const oracle of model.oracles ?? []) {
          const verdict = oracle.check(step);
          if (verdict === undefined) continue;
          const stats = oracleStats.get(oracle)!;
          stats.checked += 1;
          if (verdict !== null && stats.failures.length < 5) {
            const at = labels.slice(0, step.events.length).join(' → ');
            stats.failures.push(`${verdict} (after ${at})`);
            oracleFailures.push(`${oracle.source} ${oracle.name}: ${verdict}\n  after ${at}`);
          }
        }
      }
      const expected = path.states.map((s) => ({
        value: s.value,
        context: comparable(s.context as TContext),
      }));
      if (JSON.stringify(run.reached) !== JSON.stringify(expected)) {
        mismatches.push(
          `${labels.join(' → ')}\n  expected ${JSON.stringify(expected.at(-1))}\n  reached  ${JSON.stringify(run.reached.at(-1))}`,
        );
      }
      run.taken.forEach((t) => taken.add(t));
      run.visited.forEach((s) => visited.add(s));
    }
  }
  const inventory = machineInventory(machine);
  const record: CoverageRecord = {
    name,
    kind: 'machine',
    states: coverageOf(inventory.states, visited),
    transitions: coverageOf(inventory.transitions, taken),
    paths,
    timeMs: Math.round(performance.now() - started),
    oracles: [...oracleStats.values()],
    mismatches: mismatches.length,
  };
  writeCoverageRecord(record, options.resultsDir);
  return { record, mismatches, oracleFailures, taken, visited };
}

function coverageOf(all: readonly string[], covered: ReadonlySet<string>) {
  const uncovered = all.filter((item) => !covered.has(item));
  return { total: all.length, covered: all.length - uncovered.length, uncovered };
}

/** Everything that keeps a run below 100 % or disagrees with the model or the specs. */
export function shortfallsOf(result: PathRunResult) {
  return {
    uncoveredStates: result.record.states.uncovered,
    uncoveredTransitions: result.record.transitions.uncovered,
    mismatches: result.mismatches,
    oracleFailures: result.oracleFailures,
    oraclesNeverChecked: result.record.oracles.filter((o) => o.checked === 0).map((o) => o.name),
  };
}

export const NO_SHORTFALLS = {
  uncoveredStates: [],
  uncoveredTransitions: [],
  mismatches: [],
  oracleFailures: [],
  oraclesNeverChecked: [],
};
