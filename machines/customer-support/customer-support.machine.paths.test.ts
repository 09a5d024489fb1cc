/**
 * Model-based path tests of the customer support machine (docs/architecture.md §3): paths generated from the
 * REAL machine over explicit events (typing, leaving a field, Submit, restore and save answered
 * like the server), replayed on a running actor, compared step by step, and required to cover
 * every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { validateSection } from '../../domain/schemas/validate-section';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { EMAIL_MESSAGE } from '../../domain/validators/email';
import { REQUIRED_MESSAGE } from '../../domain/validators/required';
import { STEP_BY_FIRST_OPEN_FORM } from '../testing/spec-tables';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { customerSupportMachine, type CustomerSupportContext } from './customer-support.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from '../testing/path-coverage';

const support = validMerchant('AU').customerSupport;
const context = { registeredCountry: 'AU' };
const completed = { ...emptyFormCompletedState(), customerServiceForm: true };
const emailError = { code: 'InvalidEmail', error: 'Must be a valid email' };
const loaded = done('loadSupport', { values: support, context });
/** decision 0266: the reviewer asked for a new support e-mail. */
const REVISION: MerchantRevision = {
  id: 'rev-1',
  state: 'requested',
  deadline: Date.UTC(2026, 11, 12),
  items: [
    {
      key: 'customerSupport.customerSupportEmail',
      reason: 'other',
      note: 'Use a shared inbox',
      changedAt: null,
    },
  ],
};
const loadedWithRequest = done('loadSupport', { values: support, context, revision: REVISION });
const REFUSAL_MESSAGE = 'Only Customer support email may change while the request is open.';
const refused = failed(
  'saveSupport',
  Object.assign(new Error(REFUSAL_MESSAGE), {
    status: 409,
    body: { error: REFUSAL_MESSAGE, openFields: ['customerSupport.customerSupportEmail'] },
  }),
);

const typeBadEmail = { type: 'support.change', values: { customerSupportEmail: 'help@' } };
const typeGoodEmail = {
  type: 'support.change',
  values: { customerSupportEmail: support.customerSupportEmail },
};
const leaveEmail = { type: 'support.blur', field: 'customerSupportEmail' };
const submit = { type: 'support.submit' };
const serverFieldError = done('saveSupport', {
  validation_errors: { customerSupport: { customerSupportEmail: emailError } },
});

const EVENTS: EventObject[] = [
  loaded,
  loadedWithRequest,
  refused,
  failed('loadSupport', new TypeError('Failed to fetch')),
  { type: 'retry' },
  typeBadEmail,
  typeGoodEmail,
  leaveEmail,
  submit,
  done('saveSupport', { formCompletedState: completed }),
  serverFieldError,
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
    {
      source: 'doc 2 §5 customer support checks',
      name: 'a draft the form finds fault with is never sent',
      check: ({ calls }) => {
        const saves = calls.filter((call) => call.id === 'saveSupport');
        if (saves.length === 0) return undefined;
        const faulty = saves.find(
          (call) => Object.keys(validateSection('customerSupport', call.input, context)).length,
        );
        return faulty ? `sent ${JSON.stringify(faulty.input)}` : null;
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
      loaded,
      submit,
      done('saveSupport', { formCompletedState: completed }),
    ]);
    expect(run.calls.at(-1)).toMatchObject({ id: 'saveSupport', input: support });
    expect(run.reached.at(-1)?.value).toBe('done');
    expect(run.actionCalls.map((a) => a.type)).toEqual(['trackSaved', 'supportCompleted']);
  });

  it("keeps the open request from the restore and from each save, and shows a refusal as the form's message", async () => {
    const run = await replay(model, [loadedWithRequest, typeGoodEmail, submit, refused]);
    const contexts = run.reached.map((r) => r.context as CustomerSupportContext);
    expect(contexts[0]?.revision).toEqual(REVISION);
    expect(run.reached.at(-1)?.value).toBe('editing');
    expect(contexts.at(-1)?.error).toBe(REFUSAL_MESSAGE);
    const cleared = await replay(model, [
      loadedWithRequest,
      submit,
      done('saveSupport', { error: 'Not saved.', revision: null }),
    ]);
    expect((cleared.reached.at(-1)?.context as CustomerSupportContext).revision).toBeNull();
  });

  it('checks a typed field when it is left, not while it is typed', async () => {
    const run = await replay(model, [loaded, typeBadEmail, leaveEmail]);
    const [typed, left] = run.reached.slice(1).map((r) => r.context as CustomerSupportContext);
    expect(typed?.values.customerSupportEmail).toBe('help@');
    expect(typed?.messages).toEqual({});
    expect(left?.messages.customerSupportEmail?.error).toEqual(EMAIL_MESSAGE);
  });

  it('leaves a field the merchant did not change unchecked until Submit', async () => {
    const run = await replay(model, [
      done('loadSupport', { values: { ...support, customerSupportEmail: '' }, context }),
      leaveEmail,
    ]);
    expect((run.reached.at(-1)?.context as CustomerSupportContext).messages).toEqual({});
  });

  it('refuses a Submit with an empty required field: every message shows and nothing is sent', async () => {
    const run = await replay(model, [
      done('loadSupport', {
        values: { ...support, customerSupportPhone: '', customerSupportWebsite: '' },
        context,
      }),
      submit,
    ]);
    const reached = run.reached.at(-1)!;
    expect(reached.value).toBe('editing');
    const { messages } = reached.context as CustomerSupportContext;
    expect(messages.customerSupportPhone?.error).toEqual(REQUIRED_MESSAGE);
    expect(messages.customerSupportWebsite?.error).toEqual(REQUIRED_MESSAGE);
    expect(run.calls.some((call) => call.id === 'saveSupport')).toBe(false);
  });

  it('checks a field showing a message again at once as it changes', async () => {
    const run = await replay(model, [loaded, typeBadEmail, leaveEmail, typeGoodEmail]);
    const contexts = run.reached.map((r) => r.context as CustomerSupportContext);
    expect(contexts[2]?.messages.customerSupportEmail?.error).toEqual(EMAIL_MESSAGE);
    expect(contexts[3]?.messages).toEqual({});
  });

  it('once submitted, checks a changed field again at once', async () => {
    const run = await replay(model, [loaded, typeBadEmail, submit, typeGoodEmail]);
    const contexts = run.reached.map((r) => r.context as CustomerSupportContext);
    expect(contexts[2]?.messages.customerSupportEmail?.error).toEqual(EMAIL_MESSAGE);
    expect(contexts[3]?.messages).toEqual({});
  });

  it("keeps the server's field error beside the form's messages until its field changes", async () => {
    const run = await replay(model, [loaded, submit, serverFieldError, typeBadEmail]);
    const contexts = run.reached.map((r) => r.context as CustomerSupportContext);
    expect(run.reached[2]?.value).toBe('editing');
    expect(contexts[2]?.fieldErrors.customerSupport?.customerSupportEmail).toEqual(emailError);
    expect(contexts[3]?.fieldErrors.customerSupport?.customerSupportEmail).toBeUndefined();
  });
});
