/**
 * Model-based path tests (DESIGN.md §3): paths are generated from the REAL session machine with
 * `getShortestPaths` over explicit events (the invoked calls' done/error events carry answers
 * shaped like the server's), then every path is replayed on a running actor whose calls are
 * answered by a scripted network, asserting the state and context reached at each step. Together
 * the replays must take every transition and visit every state of the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import { SESSION_DELAYS, sessionMachine } from './session.machine';
import type { SessionContext, SessionEvent } from './session.machine';
import { httpFailure, scriptedNetwork, settle } from './scripted-network.test-support';

const forms = emptyFormCompletedState();
const postLeadForms = { ...forms, storeForm: true };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const networkDown = new TypeError('Failed to fetch');
const linkFailure = (reason: string, error: string) =>
  httpFailure(400, { reason, error }, `Request failed: ${error}`);

/** Every event the model may take: what the views send and what the server may answer. */
const EVENTS = [
  done('fetchUserState', { userState: 'LOGGED_OUT', formCompletedState: forms }),
  done('fetchUserState', {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: forms,
    email: 'ana@shop.example',
  }),
  done('fetchUserState', {
    userState: 'POST_LEAD',
    formCompletedState: postLeadForms,
    email: 'ana@shop.example',
  }),
  done('fetchUserState', {}),
  failed('fetchUserState', networkDown),
  { type: 'captcha.solved', payload: 'altcha-payload' },
  { type: 'captcha.reset' },
  done('verifyCaptcha', { success: true }),
  done('verifyCaptcha', { success: false }),
  failed('verifyCaptcha', httpFailure(400, { error: 'Captcha verification failed' })),
  { type: 'email.submit', email: '  Ana@Shop.Example ' },
  { type: 'email.submit', email: 'ana@shop' },
  done('checkEmail', { userState: 'PRE_LEAD', email: 'ana@shop.example' }),
  done('checkEmail', { userState: 'WAIT_FOR_EMAIL', email: 'ana@shop.example' }),
  done('checkEmail', {}),
  failed(
    'checkEmail',
    httpFailure(400, {
      validation_errors: {
        lead: { email: { code: 'InvalidEmail', error: 'Must be a valid email' } },
      },
    }),
  ),
  failed('checkEmail', networkDown),
  { type: 'link.resend' },
  done('resendSignInLink', { sent: true }),
  failed('resendSignInLink', httpFailure(429, { error: 'Too many requests' })),
  { type: `xstate.after.resendCooldown.session.waitingForEmail.coolingDown` },
  { type: 'email.change' },
  { type: 'signInLink.open', token: 'mailed-token' },
  { type: 'signInLink.open', token: '' },
  { type: 'signInLink.continue' },
  done('consumeSignInLink', {
    userState: 'POST_LEAD',
    formCompletedState: postLeadForms,
    email: 'ana@shop.example',
  }),
  done('consumeSignInLink', {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: forms,
    email: 'ana@shop.example',
  }),
  done('consumeSignInLink', { userState: 'LOGGED_OUT', formCompletedState: forms }),
  failed('consumeSignInLink', linkFailure('expired', 'This sign-in link has expired.')),
  failed('consumeSignInLink', linkFailure('used', 'This sign-in link has already been used.')),
  failed('consumeSignInLink', linkFailure('invalid', 'This sign-in link is not valid.')),
  failed('consumeSignInLink', networkDown),
  { type: 'signInLink.requestNew' },
  {
    type: 'session.update',
    answer: {
      userState: 'POST_LEAD',
      formCompletedState: { ...postLeadForms, companyInfoForm: true },
    },
  },
  { type: 'session.update', answer: { userState: 'LOGGED_OUT' } },
  { type: 'session.unauthorized' },
  { type: 'logout' },
  done('logout', { ok: true }),
  failed('logout', networkDown),
] as unknown as SessionEvent[];

/** Context without the widget counter, which only grows and would make the graph infinite. */
function comparable(context: SessionContext) {
  const { captchaRound: _round, ...rest } = context;
  return rest;
}

type ModelSnapshot = { value: unknown; context: SessionContext; _nodes: AnyStateNode[] };
const key = (snapshot: ModelSnapshot) =>
  JSON.stringify([snapshot.value, comparable(snapshot.context)]);
const traversal = { events: EVENTS, serializeState: key };

const paths = getShortestPaths(sessionMachine, traversal);
const adjacency = getAdjacencyMap(sessionMachine, traversal);
const pathTo = new Map(paths.map((path) => [key(path.state), path]));

function eventsOf(path: (typeof paths)[number]): EventObject[] {
  return path.steps
    .map((step) => step.event as EventObject)
    .filter((e) => e.type !== 'xstate.init');
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType} #${index}`;
}

function allTransitionKeys(root: AnyStateNode): string[] {
  return [root, ...getStateNodes(root)].flatMap((node) =>
    [...node.transitions.values()].flat().map(transitionKey),
  );
}

function delayOf(eventType: string): number {
  const name = eventType.split('.')[2] as keyof typeof SESSION_DELAYS;
  return SESSION_DELAYS[name];
}

type ProvidedActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

/** Runs the events on a real actor; the scripted network answers the calls as the events say. */
async function replay(events: EventObject[]) {
  const network = scriptedNetwork();
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const visited = new Set<string>();
  const machine = sessionMachine.provide({ actors: network.actors as unknown as ProvidedActors });
  const actor = createActor(machine, {
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) taken.add(transitionKey(transition));
    },
  });
  const record = () => {
    for (const node of actor.getSnapshot()._nodes) visited.add(node.id);
  };
  actor.start();
  record();
  const reached: Array<{ value: unknown; context: unknown }> = [];
  for (const event of events) {
    const [, kind, , id] = /^xstate\.(done|error)\.(actor)\.(.+)$/.exec(event.type) ?? [];
    if (kind === 'done' && id) network.answer(id, (event as { output?: unknown }).output);
    else if (kind === 'error' && id) network.fail(id, (event as { error?: unknown }).error);
    else if (event.type.startsWith('xstate.after.')) clock.increment(delayOf(event.type));
    else actor.send(event as SessionEvent);
    await settle();
    record();
    const snapshot = actor.getSnapshot();
    reached.push({ value: snapshot.value, context: comparable(snapshot.context) });
  }
  actor.stop();
  return { reached, taken, visited, machine };
}

function expectedSteps(snapshots: ModelSnapshot[]) {
  return snapshots.map((s) => ({ value: s.value, context: comparable(s.context) }));
}

describe('session machine: generated paths replayed on a running actor', () => {
  it('the model reaches a bounded set of states, one shortest path each', () => {
    expect(paths.length).toBe(Object.keys(adjacency).length);
    expect(paths.length).toBeGreaterThan(40);
  });

  it('every path, and every step on it, reaches the state and context the model predicts', async () => {
    for (const path of paths) {
      const steps = path.steps.filter((step) => (step.event as EventObject).type !== 'xstate.init');
      const { reached } = await replay(eventsOf(path));
      const description = steps.map((step) => step.event.type).join(' → ');
      expect(reached, description).toEqual(
        expectedSteps(steps.map((s) => s.state as ModelSnapshot)),
      );
    }
  });

  it('the replays together take every transition and visit every state of the machine', async () => {
    const taken = new Set<string>();
    const visited = new Set<string>();
    const merge = (run: Awaited<ReturnType<typeof replay>>) => {
      run.taken.forEach((t) => taken.add(t));
      run.visited.forEach((s) => visited.add(s));
      return run;
    };
    let root = sessionMachine.root;
    for (const path of paths) root = merge(await replay(eventsOf(path))).machine.root;

    // Transitions the shortest paths leave out (those returning to a state reached sooner) are
    // taken by extending the path to a state where their source is active with one more event.
    const everyTransition = allTransitionKeys(root);
    for (const missing of everyTransition.filter((t) => !taken.has(t))) {
      const [sourceId, , eventType] = missing.split(' ');
      for (const [from, vertex] of Object.entries(adjacency)) {
        if (taken.has(missing)) break;
        const fromSnapshot = vertex.state as unknown as ModelSnapshot;
        if (!fromSnapshot._nodes.some((node) => node.id === sourceId)) continue;
        for (const edge of Object.values(vertex.transitions) as Array<{
          event: EventObject;
          state: unknown;
        }>) {
          if (edge.event.type !== eventType || taken.has(missing)) continue;
          const base = pathTo.get(from);
          if (!base) continue;
          const run = merge(await replay([...eventsOf(base), edge.event as EventObject]));
          expect(run.reached.at(-1)).toEqual(
            expectedSteps([edge.state as unknown as ModelSnapshot])[0],
          );
        }
      }
    }

    const everyState = [root, ...getStateNodes(root)].map((node) => node.id);
    expect(everyTransition.length).toBeGreaterThan(30);
    expect(everyTransition.filter((t) => !taken.has(t))).toEqual([]);
    expect(everyState.filter((s) => !visited.has(s))).toEqual([]);
  });
});
