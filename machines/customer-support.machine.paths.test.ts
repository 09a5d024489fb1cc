/**
 * Model-based path tests of the customer support machine (docs/architecture.md §3): paths generated from the
 * REAL machine over explicit events (restore and save answered like the server), replayed on a
 * running actor, compared step by step, and required to cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { validMerchant } from '../domain/schemas/valid-merchant.fixture';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import { STEP_BY_FIRST_OPEN_FORM } from './spec-tables.test-support';
import { customerSupportMachine, type CustomerSupportContext } from './customer-support.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from './path-coverage.test-support';

const support = validMerchant('AU').customerSupport;
const completed = { ...emptyFormCompletedState(), customerServiceForm: true };
const emailError = { code: 'InvalidEmail', error: 'Must be a valid email' };

const EVENTS: EventObject[] = [
  done('loadSupport', { values: support, context: { registeredCountry: 'AU' } }),
  failed('loadSupport', new TypeError('Failed to fetch')),
  { type: 'retry' },
  { type: 'support.submit', values: { ...support, customerSupportEmail: 'help@' } } as EventObject,
  done('saveSupport', { formCompletedState: completed }),
  done('saveSupport', {
    validation_errors: { customerSupport: { customerSupportEmail: emailError } },
  }),
  done('saveSupport', { error: 'The customer support data is not valid.' }),
  failed('saveSupport', new TypeError('Failed to fetch')),
];

const model: PathModel<CustomerSupportContext> = {
  machine: customerSupportMachine,
  events: EVENTS,
  callIds: ['loadSupport', 'saveSupport'],
  comparable: (context) => context,
  recordedActions: ['supportCompleted', 'trackSaved', 'trackFailed'],
  oracles: [
    {
      source: 'doc 1 §2 Post-lead step routing by completed forms',
      name: 'forms completed → route once customer support is saved',
      check: ({ actionCalls, events }) => {
        if (!actionCalls.some((a) => a.type === 'supportCompleted')) return undefined;
        const answer = events.findLast((e) => e.type === 'xstate.done.actor.saveSupport') as
          { output: { formCompletedState?: Record<string, boolean> } } | undefined;
        const forms = answer?.output.formCompletedState ?? {};
        // The step the status page follows is the customer support one: its form must be done.
        const step = STEP_BY_FIRST_OPEN_FORM.find(
          ([, route]) => route === '/onboarding/customer-support',
        );
        return step && forms[step[0]] ? null : `handed over with ${JSON.stringify(forms)}`;
      },
    },
  ],
};

describe('customer support machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('customer support', [model]);
    expect(result.record.paths.length).toBeGreaterThan(4);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 120_000);

  it('sends the three fields and, once complete, hands over to the status page', async () => {
    const run = await replay(model, [
      done('loadSupport', { values: support, context: { registeredCountry: 'AU' } }),
      { type: 'support.submit', values: support } as EventObject,
      done('saveSupport', { formCompletedState: completed }),
    ]);
    expect(run.calls.at(-1)).toMatchObject({ id: 'saveSupport', input: support });
    expect(run.reached.at(-1)?.value).toBe('done');
    expect(run.actionCalls.map((a) => a.type)).toEqual(['trackSaved', 'supportCompleted']);
  });
});
