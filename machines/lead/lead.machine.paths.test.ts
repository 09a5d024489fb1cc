/**
 * Model-based path tests of the lead machine (docs/architecture.md §3): paths generated from the REAL machine
 * over explicit events (the sign-up and save calls answered like the server answers), replayed on
 * a running actor, compared step by step, and required to cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { validMerchant } from '../../test/data/valid-merchant';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import {
  GENERIC_ERROR_MESSAGE,
  leadMachine,
  SIGNUP_FIELD_ERROR_MESSAGE,
  type LeadContext,
  type LeadMachineInput,
  type LeadVisit,
} from './lead.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from '../testing/path-coverage';

const { email: _email, ...validLead } = validMerchant('US', { salesChannel: 'Online Only' }).lead;
const forms = emptyFormCompletedState();
const phoneError = { code: 'InvalidPhone', error: 'Must be a valid phone number' };

type SignUpOutcome = {
  type: string;
  output?: { userState?: string; error?: string; validation_errors?: { lead?: object } };
};

/**
 * doc 2 §8: the error toast each sign-up answer shows: the server's message (or the field or
 * generic one) for a refusal, and, for a call that failed, the failure's plain words with a retry.
 */
function expectedToast(event: SignUpOutcome) {
  if (event.type === 'xstate.error.actor.signUp') {
    return { message: GENERIC_ERROR_MESSAGE, retry: true };
  }
  if (event.type !== 'xstate.done.actor.signUp') return undefined;
  const output = event.output ?? {};
  if (Object.keys(output.validation_errors?.lead ?? {}).length > 0) {
    return { message: output.error ?? SIGNUP_FIELD_ERROR_MESSAGE, retry: false };
  }
  if (output.userState !== undefined) return undefined;
  return { message: output.error ?? GENERIC_ERROR_MESSAGE, retry: false };
}

const input: LeadMachineInput = { email: 'ana@shop.example', search: '?utm_source=news' };

/** What this browser kept for the visit, as the app's read answers it. */
const visit: LeadVisit = {
  email: input.email,
  experimentGroup: 'SIGN_UP_CONTROL',
  tracking: trackingOfVisit(input.search, ''),
};
const opened = done('readVisit', visit);

const EVENTS: EventObject[] = [
  opened,
  failed('readVisit', new Error('storage blocked')),
  { type: 'lead.change', values: validLead } as EventObject,
  { type: 'lead.change', values: { storeName: '' } } as EventObject,
  { type: 'page.next' },
  { type: 'page.back' },
  done('signUp', {
    error: 'An error occurred with a field, please check all fields and re-submit',
    validation_errors: { lead: { phone: phoneError } },
  }),
  done('signUp', { userState: 'POST_LEAD', formCompletedState: forms, mlsProspectRef: 'MP-1' }),
  done('signUp', { userState: 'SQUARE_ONLY', formCompletedState: forms }),
  // A further contact joined an existing account: its answers are saved already (0073).
  done('signUp', { userState: 'POST_LEAD', formCompletedState: forms, joinedAccount: true }),
  done('signUp', { error: 'Email already in use' }),
  failed('signUp', new Error('Request failed with status 500')),
  done('saveLead', { formCompletedState: forms }),
  failed('saveLead', new Error('Request failed with status 503')),
];

const model: PathModel<LeadContext> = {
  machine: leadMachine,
  input,
  events: EVENTS,
  callIds: ['readVisit', 'signUp', 'saveLead'],
  comparable: (context) => context,
  recordedActions: ['trackPageCompleted', 'leadSubmitted', 'showToast', 'experimentViewed'],
  oracles: [
    {
      source: 'doc 2 §8 error toast',
      name: 'a refused sign-up shows its message; a failed call shows a toast that retries it',
      check: ({ events, actionCalls }) => {
        const expected = events.map((e) => expectedToast(e as SignUpOutcome)).filter(Boolean);
        const shown = actionCalls.filter((a) => a.type === 'showToast').map((a) => a.params);
        return JSON.stringify(shown) === JSON.stringify(expected)
          ? null
          : `toasts ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`;
      },
    },
    {
      source: 'doc 1 §4 Sign-up and save',
      name: 'signup call first; a save follows when the user state is POST_LEAD (not for a joined contact)',
      check: ({ calls, events }) => {
        const signUps = events.filter(
          (e) => e.type === 'xstate.done.actor.signUp',
        ) as unknown as Array<{
          output: { userState?: string; validation_errors?: unknown; joinedAccount?: boolean };
        }>;
        if (signUps.length === 0) return undefined;
        // A contact who joined an existing account has nothing to save (0073).
        const postLead = signUps.some(
          (e) =>
            e.output.userState === 'POST_LEAD' &&
            !e.output.validation_errors &&
            e.output.joinedAccount !== true,
        );
        // (Reading what the browser kept for the visit is no server call.)
        const ids = calls.map((c) => c.id).filter((id) => id !== 'readVisit');
        if (ids[0] !== 'signUp') return `first call ${ids[0]}`;
        return ids.includes('saveLead') === postLead
          ? null
          : `POST_LEAD answered: ${postLead}, saved: ${ids.includes('saveLead')}`;
      },
    },
  ],
};

describe('lead machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('lead', [model]);
    expect(result.record.paths.length).toBeGreaterThan(10);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 120_000);
});

describe('lead machine: what the replays send and report', () => {
  const next = { type: 'page.next' };
  const fill = { type: 'lead.change', values: validLead } as EventObject;

  it('sends the lead with the session e-mail, tracking and lead source, then saves in POST_LEAD', async () => {
    const run = await replay(model, [
      opened,
      fill,
      next,
      next,
      next,
      next,
      done('signUp', { userState: 'POST_LEAD', formCompletedState: forms }),
      done('saveLead', {}),
    ]);
    const [signUp, save] = run.calls.filter((c) => c.id !== 'readVisit');
    expect(signUp?.id).toBe('signUp');
    const data = (signUp?.input as { payload: { data: Record<string, unknown> } }).payload.data;
    expect(data).toMatchObject({
      email: 'ana@shop.example',
      leadSource: 'Inbound - Self Serve',
      utmSource: 'news',
      storeName: validLead.storeName,
    });
    expect(save?.id).toBe('saveLead');
    expect(run.reached.at(-1)?.value).toBe('signedUp');
    const answer = { userState: 'POST_LEAD', formCompletedState: forms };
    expect(run.actionCalls.filter((a) => a.type === 'leadSubmitted')).toEqual([
      { type: 'leadSubmitted', params: { answer } },
    ]);
    // The answer is the lead's output: the journey, its parent, moves on and tells the session.
    expect(run.toParent).toEqual([]);
  });

  it('tracks each page once, however often the merchant goes back and forth', async () => {
    const run = await replay(model, [opened, fill, next, { type: 'page.back' }, next, next, next]);
    expect(
      run.actionCalls.filter((a) => a.type === 'trackPageCompleted').map((a) => a.params),
    ).toEqual([
      { page: 'business-info' },
      { page: 'additional-business-info' },
      { page: 'business-size' },
    ]);
  });

  it('jumps to the earliest page with a server field error and shows the toast', async () => {
    const run = await replay(model, [
      done('readVisit', { ...visit, experimentGroup: 'SIGN_UP_TEST' }),
      fill,
      next,
      next,
      next,
      next,
      done('signUp', {
        error: 'Email already in use',
        validation_errors: { lead: { storeName: phoneError, phone: phoneError } },
      }),
    ]);
    const last = run.reached.at(-1)?.context as LeadContext;
    expect(last.pages[last.pageIndex]).toBe('contact');
    expect(run.actionCalls.filter((a) => a.type === 'showToast')).toEqual([
      { type: 'showToast', params: { message: 'Email already in use', retry: false } },
    ]);
  });

  it('offers to send the sign-up again when the call failed, and sends it on page.next', async () => {
    const run = await replay(model, [
      opened,
      fill,
      next,
      next,
      next,
      next,
      failed('signUp', new Error('Request failed with status 500')),
      next,
    ]);
    expect(run.actionCalls.filter((a) => a.type === 'showToast')).toEqual([
      { type: 'showToast', params: { message: GENERIC_ERROR_MESSAGE, retry: true } },
    ]);
    expect(run.calls.filter((c) => c.id === 'signUp')).toHaveLength(2);
  });

  it('switches a US Square-platform lead selling online and in store to In-store Only', async () => {
    const square = {
      ...validLead,
      salesChannel: 'Online and In-store',
      platform: 'Square',
      acquirer: 'Stripe',
      contactlessPayment: 'Yes',
      numOfStores: '2',
    };
    const run = await replay(model, [
      opened,
      { type: 'lead.change', values: square } as EventObject,
      next,
      next,
      next,
      next,
    ]);
    const data = (
      run.calls.find((c) => c.id === 'signUp')?.input as {
        payload: { data: Record<string, unknown> };
      }
    ).payload.data;
    expect(data.salesChannel).toBe('In-store Only');
  });
});
