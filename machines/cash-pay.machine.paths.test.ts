/**
 * Model-based path tests of the cash pay machine (doc 1 §2 /cash, §4): paths generated from the
 * real machine, from a new eligible merchant, one who accepted the agreement before, and one who
 * has finished every step, are replayed on running actors (the eligibility check through the real
 * poll-with-retries logic on a simulated clock) and together cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  INVALID_FEE,
  INVALID_FEE_MESSAGE,
  type UpdateCashPayInfoRequest,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlRequest,
  type UpdateProfileImageUrlResponse,
} from '../domain/api/cash-pay-api';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import {
  ELIGIBILITY_POLL_ATTEMPTS,
  ELIGIBILITY_POLL_MS,
  cashPayMachine,
  type CashPayContext,
  type CashPayInput,
  type ChannelAnswer,
} from './cash-pay.machine';
import { pollWithRetriesMachine } from './poll-with-retries';
import {
  done,
  failed,
  generatePaths,
  machineInventory,
  replayAll,
  settle,
  waitingNetwork,
  type WaitingNetwork,
} from './status-machines.test-support';

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

const EVENTS = [
  done('eligibilityPoll', { outcome: 'complete', value: { eligible: true } }),
  done('eligibilityPoll', { outcome: 'exhausted', value: { eligible: false } }),

  { type: 'cash.recheck' },
  { type: 'cash.activate' },
  { type: 'cashForm.submit', logoUrl: '/api/files/f_1', agreementAccepted: true },
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
  { type: 'profile.submit', logoUrl: 'https://cdn.example.com/logo.png' },
  { type: 'profile.submit', logoUrl: '  ' },
  { type: 'profile.skip' },
  done('updateProfileImage', { success: true }),
  done('updateProfileImage', { success: false, error: 'The logo could not be saved.' }),
  failed('updateProfileImage', networkDown),
  done('skipProfile', { success: true }),
  done('skipProfile', { success: false }),
  failed('skipProfile', networkDown),
] as EventObject[];

const base: CashPayInput = {
  agreementAccepted: false,
  activated: false,
  integrationComplete: false,
  customizeComplete: false,
  logoUrl: '',
};
const INPUTS: CashPayInput[] = [
  base,
  { ...base, agreementAccepted: true },
  {
    agreementAccepted: true,
    activated: true,
    integrationComplete: true,
    customizeComplete: true,
    logoUrl: 'https://cdn.example.com/logo.png',
  },
];

/** The part of the context a step is compared on (and that tells graph vertices apart). */
const comparable = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CashPayContext;
  return {
    eligible: c.eligible,
    activated: c.activated,
    customizeComplete: c.customizeComplete,
    fieldErrors: Object.keys(c.fieldErrors),
    profileError: c.profileError !== null,
    channelError: c.channelError,
  };
};

/** Answers the eligibility polls: eligible at once, or never within the attempts. */
async function drivePoll(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
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
    },
  });
}

describe('cash pay machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const taken = new Set<string>();
    const visited = new Set<string>();
    const networks: WaitingNetwork[] = [];
    let count = 0;
    for (const input of INPUTS) {
      const paths = generatePaths(cashPayMachine, EVENTS, comparable, input);
      count += paths.length;
      const result = await replayAll(paths, {
        input,
        comparable,
        create: () => {
          const network = waitingNetwork();
          networks.push(network);
          return { network, machine: realMachine(network) };
        },
        delays: {},
        drive: drivePoll,
      });
      expect(result.mismatches).toEqual([]);
      result.taken.forEach((t) => taken.add(t));
      result.visited.forEach((s) => visited.add(s));
    }
    expect(count).toBeGreaterThan(50);
    const inventory = machineInventory(cashPayMachine);
    expect(inventory.transitions.filter((t) => !taken.has(t))).toEqual([]);
    expect(inventory.states.filter((s) => !visited.has(s))).toEqual([]);

    // The bodies the machine sends: the cash form's answers, the logo URL, or the skip.
    const bodies = new Set(
      networks.flatMap((n) => n.calls).map((call) => JSON.stringify([call.id, call.input])),
    );
    expect(bodies).toContain(
      JSON.stringify([
        'submitCashForm',
        { data: { cashPayLogoUrl: '/api/files/f_1' }, cashPayAgreementAccepted: true },
      ]),
    );
    expect(bodies).toContain(
      JSON.stringify([
        'updateProfileImage',
        { cashPayLogoUrl: 'https://cdn.example.com/logo.png' },
      ]),
    );
    expect(bodies).toContain(JSON.stringify(['skipProfile', { skip: true }]));
  }, 240_000);
});
