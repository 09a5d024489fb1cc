/**
 * The graph side of the path tests: every state and transition of a machine by name, and the paths
 * generated from it with xstate/graph (one vertex per state value and graph key, equivalent edges
 * merged).
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { createEmptyActor } from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

/** What the traversal needs of a path model. */
export interface GraphModel<TContext = unknown> {
  machine: AnyStateMachine;
  input?: unknown;
  events: readonly EventObject[];
  /** The part of the context a path step is compared on (defaults to the whole context). */
  comparable?: (context: TContext) => unknown;
  /**
   * The part of the context that tells graph vertices apart (defaults to `comparable`). States
   * equal on it are merged in the traversal, which keeps the paths few and short; they stay real
   * runs of the machine either way, compared step by step on `comparable`.
   */
  graphKey?: (context: TContext) => unknown;
  /** Keeps the generated graph finite: events the traversal may take from a snapshot. */
  filter?: (snapshot: { value: unknown; context: TContext }, event: EventObject) => boolean;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} always #${always}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType} #${index}`;
}

/** Every transition (event-driven and eventless) and every state node of the machine. */
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

/** The states entered first: the initial target of each level, down the tree. */
export function initialNodes(node: AnyStateNode): AnyStateNode[] {
  const targets = (node.initial?.target ?? []) as AnyStateNode[];
  return targets.flatMap((target) => [target, ...initialNodes(target)]);
}

/**
 * xstate/graph walks every path in one mock actor system, where a child invoked with a `systemId`
 * would be registered again on each path that enters its state. The walk needs only the states
 * and transitions, so it walks a copy whose invoked children are not named in the system (the
 * replays run the machine itself).
 */
function withoutSystemIds(machine: AnyStateMachine): AnyStateMachine {
  const copy = machine.provide({});
  for (const node of [copy.root, ...getStateNodes(copy.root)]) {
    for (const invoke of node.invoke) delete (invoke as { systemId?: string }).systemId;
  }
  return copy;
}

/**
 * The machine as xstate/graph walks it: without names in the system (above), and as a child of a
 * parent that hears nothing, so a step that tells its parent (sendParent) can be walked alone.
 * Nothing a walked step sends is delivered (the walk runs no actions' effects).
 */
function walkable(machine: AnyStateMachine): AnyStateMachine {
  const copy = withoutSystemIds(machine);
  const parent = createEmptyActor();
  const adopted = <T extends { self: { _parent?: unknown } }>(scope: T) => {
    scope.self._parent ??= parent;
    return scope;
  };
  return Object.assign(Object.create(copy) as AnyStateMachine, {
    transition: (snapshot: never, event: never, scope: never) =>
      copy.transition(snapshot, event, adopted(scope)),
    getInitialSnapshot: (scope: never, input: unknown) =>
      copy.getInitialSnapshot(adopted(scope), input),
  });
}

export interface GeneratedPath {
  events: EventObject[];
  /** The snapshot the model predicts after each event. */
  states: AnyMachineSnapshot[];
}

/**
 * The generated paths: a breadth-first graph of the machine over the events, one vertex per
 * (state value, graph key), then for every edge the shortest path to its source plus that edge.
 * A path that is the start of a longer one is left out: the longer one checks each of its steps.
 */
export function generatePaths<TContext>(model: GraphModel<TContext>): GeneratedPath[] {
  const graphKey = model.graphKey ?? model.comparable ?? ((c: TContext) => c);
  const key = (s: AnyMachineSnapshot) => JSON.stringify([s.value, graphKey(s.context as TContext)]);
  const adjacency = getAdjacencyMap(walkable(model.machine), {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) =>
      model.events.filter(
        (event) =>
          snapshot.can(event) && (model.filter?.(snapshot as never, event as never) ?? true),
      ),
    serializeState: (snapshot: AnyMachineSnapshot) => key(snapshot),
  } as never) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;
  const [start] = Object.keys(adjacency);
  const shortest = new Map<string, GeneratedPath>([[start!, { events: [], states: [] }]]);
  const queue = [start!];
  const edges: GeneratedPath[] = [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const from = queue.shift()!;
    const base = shortest.get(from)!;
    const source = adjacency[from]!.state;
    for (const edge of Object.values(adjacency[from]!.transitions)) {
      const path = { events: [...base.events, edge.event], states: [...base.states, edge.state] };
      const to = key(edge.state);
      if (!shortest.has(to)) {
        // The first edge into a state: the shortest path to it, so every merged state is reached.
        shortest.set(to, path);
        queue.push(to);
        edges.push(path);
        continue;
      }
      // Another edge into a state already reached: kept when it takes the machine's transitions
      // from a state value to a state value in a way no kept edge did (edges differing only in
      // context that does not change the transitions taken are equivalent).
      const taken = model.machine
        .getTransitionData(source as never, edge.event as never)
        .map(transitionKey);
      const signature = JSON.stringify([source.value, edge.event, taken, edge.state.value]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      edges.push(path);
    }
  }
  // A machine that starts in a state no event leaves still has its start replayed.
  if (edges.length === 0) return [{ events: [], states: [] }];
  const label = (p: GeneratedPath) => p.events.map((e) => JSON.stringify(e)).join('\n');
  const unique = new Map(edges.map((p) => [label(p), p]));
  const labels = [...unique.keys()];
  const prefixes = new Set<string>();
  for (const l of labels) {
    for (let i = l.indexOf('\n'); i >= 0; i = l.indexOf('\n', i + 1)) prefixes.add(l.slice(0, i));
  }
  return labels.filter((l) => !prefixes.has(l)).map((l) => unique.get(l)!);
}
