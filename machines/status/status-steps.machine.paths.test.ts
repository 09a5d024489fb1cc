/**
 * Model-based path tests of the status page steps (docs/architecture.md §3): for each step machine, paths
 * generated from the real machine (from a merchant who has not done the step and one who has) are
 * replayed on running actors whose calls wait for the test's answers; together they cover every
 * state and transition, and each call marks exactly its own step done.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import type {
  StatusContext,
  UpdateGatewayEnabledResponse,
  UpdateUserRequest,
} from '../../domain/api/status-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { TRAINING_CHECK } from '../../domain/status/training-check';
import { statusContext } from '../../test/data/status-contexts';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type WaitingNetwork,
} from '../testing/path-coverage';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
} from './status-steps.machine';
import { trainingStepMachine } from './training-step.machine';

const networkDown = new TypeError('Failed to fetch');
/** A call as text whatever the order of its keys (the answers come in the order given). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const RIGHT_ANSWERS = Object.fromEntries(TRAINING_CHECK.map((q) => [q.id, q.answer]));

interface Case {
  name: string;
  machine: AnyStateMachine;
  inputs: unknown[];
  events: EventObject[];
  callId: string;
  /** doc 1 §4 Cards: what the step's call sets (e.g. 'Mark as done sets inStoreDirectDebitAuthorized true'). */
  body: unknown;
  /** Another call the step makes: the training keeps its first click (doc 1 §3). */
  keeps?: { callId: string; body: unknown };
  provide: (network: WaitingNetwork) => AnyStateMachine;
}

const userCall = (machine: AnyStateMachine) => (network: WaitingNetwork) =>
  machine.provide({ actors: { updateUser: network.call<StatusContext, UpdateUserRequest>() } });

const cases: Case[] = [
  {
    name: 'messaging',
    machine: messagingStepMachine,
    inputs: [{ complete: false }, { complete: true }],
    events: [
      { type: 'messaging.showMeHow' },
      { type: 'step.markDone' },
      done(
        'markMessaging',
        statusContext({ onboardingStatus: 'COMPLETE', messagingComplete: true }),
      ),
      failed('markMessaging', networkDown),
    ],
    callId: 'markMessaging',
    body: { messagingComplete: true },
    provide: userCall(messagingStepMachine),
  },
  {
    name: 'training',
    machine: trainingStepMachine,
    // A merchant who opened the training before the page was loaded starts at the check.
    inputs: [{ complete: false }, { complete: true }, { complete: false, started: true }],
    events: [
      { type: 'step.open' },
      // Every right answer of the retention check and a wrong one (decision 0260).
      ...TRAINING_CHECK.map((q) => ({ type: 'training.answer', question: q.id, option: q.answer })),
      { type: 'training.answer', question: 'declined', option: 'retry' },
      { type: 'training.check' },
      { type: 'step.markDone' },
      done('keepTrainingClick', statusContext({ inStoreTrainingButtonClicked: true })),
      failed('keepTrainingClick', networkDown),
      done('markTraining', statusContext({ inStoreTrainingComplete: true })),
      failed('markTraining', networkDown),
    ],
    callId: 'markTraining',
    // Marked done only with every answer right: any other body fails the oracle.
    body: { inStoreTrainingComplete: true, trainingCheck: RIGHT_ANSWERS },
    keeps: { callId: 'keepTrainingClick', body: { inStoreTrainingButtonClicked: true } },
    provide: userCall(trainingStepMachine),
  },
  {
    name: 'direct debit',
    machine: directDebitStepMachine,
    inputs: [{ complete: false }, { complete: true }],
    events: [
      { type: 'step.markDone' },
      done('markDirectDebit', statusContext({ inStoreDirectDebitAuthorized: true })),
      failed('markDirectDebit', networkDown),
    ],
    callId: 'markDirectDebit',
    body: { inStoreDirectDebitAuthorized: true },
    provide: userCall(directDebitStepMachine),
  },
  {
    name: 'integration',
    machine: integrationStepsMachine,
    inputs: [{ gatewayEnabled: false }, { gatewayEnabled: true }],
    events: [
      { type: 'integration.next' },
      { type: 'integration.back' },
      { type: 'integration.verify' },
      done('enableGateway', {
        formCompletedState: { ...emptyFormCompletedState(), gatewayEnabled: true },
      }),
      failed('enableGateway', networkDown),
    ],
    callId: 'enableGateway',
    body: { isEnabled: true },
    provide: (network) =>
      integrationStepsMachine.provide({
        actors: {
          updateGatewayEnabled: network.call<
            UpdateGatewayEnabledResponse,
            { isEnabled: boolean }
          >(),
        },
      }),
  },
];

describe.each(cases)('$name step: generated paths replayed on a running actor', (c) => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const networks: WaitingNetwork[] = [];
    const allowed = new Set(
      [[c.callId, c.body], ...(c.keeps ? [[c.keeps.callId, c.keeps.body]] : [])].map((call) =>
        canonical(call),
      ),
    );
    const oracle: Oracle<unknown> = {
      source: 'doc 1 §4 Cards',
      name: `${c.name}: the step's call sets its own flag, and a saved step is done`,
      check: ({ snapshot, calls, events }) => {
        if (calls.length === 0) return undefined;
        const wrong = calls.find((call) => !allowed.has(canonical([call.id, call.input])));
        if (wrong) return `sent ${JSON.stringify([wrong.id, wrong.input])}`;
        const saved = events.at(-1)?.type === `xstate.done.actor.${c.callId}`;
        return !saved || snapshot.matches('done') || snapshot.matches('complete')
          ? null
          : `saved but in ${JSON.stringify(snapshot.value)}`;
      },
    };
    const result = await runPaths(
      `status page ${c.name} step`,
      c.inputs.map((input) => ({
        machine: c.machine,
        input,
        events: c.events,
        provide: (network: WaitingNetwork) => {
          networks.push(network);
          return c.provide(network);
        },
        oracles: [oracle],
      })),
    );
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
    const bodies = networks.flatMap((n) => n.allCalls).map((call) => [call.id, call.input]);
    expect(bodies.length).toBeGreaterThan(0);
    expect(new Set(bodies.map((b) => canonical(b)))).toEqual(allowed);
  });
});
