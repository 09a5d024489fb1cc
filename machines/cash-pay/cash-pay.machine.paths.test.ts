/**
 * Model-based path tests of the cash pay machine (doc 1 §2 /cash, §4): paths generated from the
 * real machine, for a new eligible merchant, one who accepted the agreement before, and one who has
 * finished every step, are replayed on running actors (the eligibility check through the real
 * poll-with-retries logic on a simulated clock), checked against the spec tables after every step,
 * and together cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  INVALID_FEE,
  INVALID_FEE_MESSAGE,
  type UpdateCashPayInfoRequest,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlRequest,
  type UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import {
  ELIGIBILITY_POLL_ATTEMPTS,
  ELIGIBILITY_POLL_MS,
  cashPayMachine,
  type CashPayContext,
  type CashPayInput,
  type ChannelAnswer,
} from './cash-pay.machine';
import { cashFormValid } from './cash-pay-form';
import { CASH_PAY_ORACLES } from './cash-pay-oracles.test-support';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { lastStepPushed, pushedChanges } from '../status/status-events.test-support';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type DriveTools,
  type Oracle,
  type PathModel,
  type WaitingNetwork,
} from '../testing/path-coverage';

const networkDown = new TypeError('Failed to fetch');
const completed: UpdateCashPayInfoResponse = {
  userState: 'POST_LEAD',
  formCompletedState: {
    ...emptyFormCompletedState(),
    cashPayForm: true,
    cashPayAgreementAccepted: true,
  },
};
const fieldErrors: UpdateCashPayInfoResponse = {
  validation_errors: {
    cashPay: { cashPayAgreementAccepted: { code: 'Required', error: 'Accept it' } },
  },
};
const invalidFee: ChannelAnswer = {
  error: INVALID_FEE,
  message: INVALID_FEE_MESSAGE,
  supportEmail: 'merchant-support@portal.localhost',
};

const answers = (id: string) => [
  done(id, completed),
  done(id, fieldErrors),
  done(id, { error: 'Cash App Pay is not available for this store yet.' }),
  done(id, { userState: 'MAINTENANCE_MODE' }),
  done(id, {}),
  failed(id, networkDown),
];

const pushed = pushedChanges();

const EVENTS = [
  done('eligibilityPoll', { outcome: 'complete', value: { eligible: true } }),
  done('eligibilityPoll', { outcome: 'exhausted', value: { eligible: false } }),
  { type: 'cash.recheck' },
  pushed.event('cash.recheck'),
  { type: 'cash.activate' },
  // Typing: the logo uploaded and the agreement ticked, then unticked, then an address refused.
  { type: 'cashForm.change', values: { cashPayLogoUrl: '/api/files/f_1' } },
  { type: 'cashForm.change', values: { cashPayAgreementAccepted: true } },
  { type: 'cashForm.change', values: { cashPayAgreementAccepted: false } },
  { type: 'cashForm.change', values: { cashPayLogoUrl: 'http://cdn.example.com/logo.png' } },
  { type: 'cashForm.blur', field: 'cashPayLogoUrl' },
  { type: 'cashForm.submit' },
  { type: 'cashForm.cancel' },
  { type: 'cashForm.continue' },
  ...answers('submitCashForm'),
  ...answers('activateCashPay'),
  { type: 'integration.next' },
  { type: 'integration.back' },
  { type: 'integration.verify' },
  { type: 'integration.reopen' },
  done('updateChannel', { cashPayChannel: true }),
  done('updateChannel', invalidFee),
  failed('updateChannel', networkDown),
  { type: 'profile.change', logoUrl: ' https://cdn.example.com/logo.png ' },
  { type: 'profile.change', logoUrl: '  ' },
  { type: 'profile.submit' },
  { type: 'profile.skip' },
  done('updateProfileImage', { success: true }),
  done('updateProfileImage', { success: false, error: 'The logo could not be saved.' }),
  failed('updateProfileImage', networkDown),
  done('skipProfile', { success: true }),
  done('skipProfile', { success: false }),
  failed('skipProfile', networkDown),
] as EventObject[];

const base: CashPayInput = {
  released: true,
  agreementAccepted: false,
  activated: false,
  integrationComplete: false,
  customizeComplete: false,
  logoUrl: '',
};
const INPUTS: CashPayInput[] = [
  base,
  // Either cash flag off (doc 1 §6): the eligibility check is never made (doc 2 §7).
  { ...base, released: false },
  { ...base, agreementAccepted: true },
  {
    released: true,
    agreementAccepted: true,
    activated: true,
    integrationComplete: true,
    customizeComplete: true,
    logoUrl: 'https://cdn.example.com/logo.png',
  },
];

/** Answers the eligibility polls: eligible at once, or never within the attempts. */
async function drivePoll(event: EventObject, { network, clock }: DriveTools) {
  if (pushed.drive(event)) return true;
  if (event.type !== 'xstate.done.actor.eligibilityPoll') return false;
  const { outcome } = (event as unknown as { output: { outcome: string } }).output;
  if (outcome === 'complete') {
    network.answer('poll', { eligible: true });
    return true;
  }
  for (let call = 1; call <= ELIGIBILITY_POLL_ATTEMPTS; call += 1) {
    network.answer('poll', { eligible: false });
    await settle();
    if (call < ELIGIBILITY_POLL_ATTEMPTS) clock.increment(ELIGIBILITY_POLL_MS);
    await settle();
  }
  return true;
}

function realMachine(network: WaitingNetwork) {
  return cashPayMachine.provide({
    actors: {
      pollEligibility: pollWithRetriesMachine.provide({
        actors: { poll: network.call<unknown, unknown>() },
      }),
      submitCashForm: network.call<UpdateCashPayInfoResponse, UpdateCashPayInfoRequest>(),
      activateCashPay: network.call<UpdateCashPayInfoResponse>(),
      updateChannel: network.call<ChannelAnswer>(),
      updateProfileImage: network.call<
        UpdateProfileImageUrlResponse,
        UpdateProfileImageUrlRequest
      >(),
      statusEvents: pushed.actor,
    },
  });
}

/** A running call is answered before anything else happens (the other regions wait). */
const BUSY = ['checkingEligibility', 'activating', 'submitting', 'updatingChannel', 'skipping'];

/** A pushed change while /cash shows "not eligible" checks eligibility again at once. */
const PUSHED_ORACLE: Oracle<CashPayContext> = {
  source: 'docs/decisions/0130 pushed status',
  name: 'a pushed change re-checks eligibility when the merchant was not eligible',
  check: ({ snapshot, events, calls, times }) => {
    if (!lastStepPushed(events) || !snapshot.matches('checkingEligibility')) return undefined;
    const last = calls.at(-1);
    return last?.id === 'poll' && last.at === times.at(-1)
      ? null
      : `no eligibility check after the pushed change (last call ${JSON.stringify(last)})`;
  },
};

const models: PathModel<CashPayContext>[] = INPUTS.map((input) => ({
  machine: cashPayMachine,
  input,
  events: EVENTS,
  provide: realMachine,
  drive: drivePoll,
  recordedActions: ['showToast', 'routeToMaintenance', 'statusChanged'],
  oracles: [...CASH_PAY_ORACLES, PUSHED_ORACLE],
  comparable: (c) => ({
    eligible: c.eligible,
    activated: c.activated,
    agreementAccepted: c.agreementAccepted,
    customizeComplete: c.customizeComplete,
    logoUrl: c.logoUrl,
    fieldErrors: Object.keys(c.fieldErrors),
    cashForm: c.cashForm,
    profileDraft: c.profileDraft,
    profileError: c.profileError,
    channelError: c.channelError,
    supportEmail: c.supportEmail,
  }),
  // States that differ only in a message shown (field errors, profile or channel error) behave
  // alike: merged, so the three regions' product is walked once per set of completed steps.
  // The draft's verdicts decide the guarded submits, and the server's field errors are walked
  // until a change clears them, so both are part of a state's key.
  graphKey: (c) => [
    c.activated,
    c.customizeComplete,
    cashFormValid(c.cashForm.draft, c.agreementAccepted),
    Object.keys(c.fieldErrors).length > 0,
    c.profileDraft.trim() !== '',
  ],
  filter: ({ value }, event) => {
    const state = JSON.stringify(value);
    return BUSY.some((busy) => state.includes(`"${busy}"`))
      ? event.type.startsWith('xstate.')
      : true;
  },
}));

describe('cash pay machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state and agrees with the spec tables, and the paths cover every state and transition', async () => {
    const result = await runPaths('cash pay', models);
    expect(result.record.paths.length).toBeGreaterThan(50);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 60_000);
});
