/**
 * The graph of a machine definition (its StateNode tree), the one model both the Mermaid text of
 * the docs and the inspector's drawing are made from. Pure: reads xstate's definition objects only.
 */
import type { AnyStateMachine, StateValue } from 'xstate';

type AnyNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyNode['always']>[number];

export type ChartTransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface ChartTransition {
  kind: ChartTransitionKind;
  /** What triggers it, readable: `email.submit`, `after resendCooldown`, `onDone checkEmail`. */
  trigger: string;
  guard: string | undefined;
  /** Ids of the target states; empty when the transition only runs actions. */
  targets: string[];
}

export interface ChartState {
  /** The state node id, e.g. `session.loggedOut.captchaPending`. */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  history: 'shallow' | 'deep' | undefined;
  /** Ids of the initial child states (compound states only). */
  initial: string[];
  states: ChartState[];
  transitions: ChartTransition[];
  /** Ids of the actors invoked while the state is active. */
  invokes: string[];
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    // A guard asked with fixed params reads with them: `keepsAsked lead`.
    const params = (guard as { params?: unknown }).params;
    if (params && typeof params === 'object') {
      const values = Object.values(params).filter((v) => typeof v === 'string');
      if (values.length > 0) return `${guard.type} ${values.join(' ')}`;
    }
    return guard.type;
  }
  return 'guard';
}

function delayName(delay: unknown): string {
  return typeof delay === 'number' ? `${delay} ms` : typeof delay === 'string' ? delay : 'delay';
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

function triggerOf(eventType: string, delays: Map<string, string>): [ChartTransitionKind, string] {
  const delay = delays.get(eventType);
  if (delay !== undefined) return ['after', `after ${delay}`];
  if (eventType.startsWith(DONE_ACTOR))
    return ['done', `onDone ${eventType.slice(DONE_ACTOR.length)}`];
  if (eventType.startsWith(ERROR_ACTOR)) {
    return ['error', `onError ${eventType.slice(ERROR_ACTOR.length)}`];
  }
  if (eventType.startsWith(DONE_STATE)) return ['done', 'onDone'];
  return ['event', eventType];
}

function transitionOf(
  transition: AnyTransition,
  kind: ChartTransitionKind,
  trigger: string,
): ChartTransition {
  return {
    kind,
    trigger,
    guard: guardName(transition.guard),
    targets: (transition.target ?? []).map((target) => target.id),
  };
}

function transitionsOf(node: AnyNode): ChartTransition[] {
  const delays = new Map(node.after.map((t) => [String(t.eventType), delayName(t.delay)]));
  const result: ChartTransition[] = [];
  for (const [eventType, transitions] of node.transitions) {
    const [kind, trigger] = triggerOf(eventType, delays);
    for (const transition of transitions) result.push(transitionOf(transition, kind, trigger));
  }
  for (const transition of node.always ?? []) {
    result.push(transitionOf(transition, 'always', 'always'));
  }
  return result;
}

function stateOf(node: AnyNode): ChartState {
  const children = Object.values(node.states) as AnyNode[];
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    history: node.type === 'history' ? node.history || 'shallow' : undefined,
    initial: node.type === 'compound' ? node.initial.target.map((target) => target.id) : [],
    states: children.map(stateOf),
    transitions: transitionsOf(node),
    invokes: node.invoke.map((invoke) => invoke.id),
  };
}

/** The graph of `machine`, from its root state node down. */
export function chartOf(machine: AnyStateMachine): ChartState {
  return stateOf(machine.root);
}

/**
 * The ids of the states active in `value` (ancestors included, the root excluded), as the
 * inspector marks them: `{ loggedOut: 'captchaPending' }` → `session.loggedOut`,
 * `session.loggedOut.captchaPending`.
 */
export function activeStateIds(chart: ChartState, value: StateValue | undefined): string[] {
  if (value === undefined) return [];
  const byKey = new Map(chart.states.map((state) => [state.key, state]));
  if (typeof value === 'string') {
    const state = byKey.get(value);
    return state ? [state.id] : [];
  }
  const ids: string[] = [];
  for (const [key, childValue] of Object.entries(value)) {
    const state = byKey.get(key);
    if (!state) continue;
    ids.push(state.id, ...activeStateIds(state, childValue));
  }
  return ids;
}

/** Every state of the chart below the root, depth first. */
export function allStates(chart: ChartState): ChartState[] {
  return chart.states.flatMap((state) => [state, ...allStates(state)]);
}
