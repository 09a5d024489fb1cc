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
} from '../domain/api/cash-pay-api';
import type { CashPayOnboardingStatus } from '../domain/merchant/merchant-account';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import {
  cashPayIntegrationCardStatus,
  cashPayProfileStatusCardStatus,
  customizeCashPayProfileCardStatus,
} from '../domain/status/cash-pay-status';
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
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type DriveTools,
  type Oracle,
  type PathModel,
  type WaitingNetwork,
} from './path-coverage.test-support';
import {
  CASH_ACTIVATE,
  CASH_FORM_STOPS_ON_USER_STATE,
  CASH_PAY_INTEGRATION_CARD,
  CASH_PAY_PROFILE_STATUS_CARD,
  CASH_PROFILE_COMPLETED_BY,
  CUSTOMIZE_CASH_PAY_PROFILE_CARD,
} from './spec-tables.test-support';

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
  { type: 'profile.submit', logoUrl: ' https://cdn.example.com/logo.png ' },
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

/** Answers the eligibility polls: eligible at once, or never within the attempts. */
async function drivePoll(event: EventObject, { network, clock }: DriveTools) {
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

const differs = (what: string, expected: unknown, actual: unknown) =>
  JSON.stringify(expected) === JSON.stringify(actual)
    ? null
    : `${what}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(actual)}`;

const STATUSES: CashPayOnboardingStatus[] = ['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL'];

type Snapshot = Parameters<Oracle<CashPayContext>['check']>[0]['snapshot'];
const region = (snapshot: Snapshot, name: string) =>
  (snapshot.value as { eligible?: Record<string, string> }).eligible?.[name];
/** The integration is complete once its region is in Complete or shows the Done card. */
const integrationComplete = (snapshot: Snapshot) =>
  ['complete', 'done'].includes(region(snapshot, 'integration') ?? '');

const ORACLES: Oracle<CashPayContext>[] = [
  {
    source: 'doc 1 §4 Cards',
    name: 'cash pay onboarding status → cash-pay integration, profile status and customize cards',
    check: ({ snapshot }) => {
      if (!snapshot.matches('eligible')) return undefined;
      const integrated = integrationComplete(snapshot);
      const customized = snapshot.context.customizeComplete;
      for (const status of STATUSES) {
        const facts = {
          cashPayOnboardingStatus: status,
          cashPayIntegrationComplete: integrated,
          customizeCashPayProfileComplete: customized,
        };
        const verdict =
          differs(
            `integration card (${status})`,
            integrated
              ? CASH_PAY_INTEGRATION_CARD.integrationComplete
              : CASH_PAY_INTEGRATION_CARD.byStatus[status],
            cashPayIntegrationCardStatus(facts),
          ) ??
          differs(
            `profile status card (${status})`,
            CASH_PAY_PROFILE_STATUS_CARD[status],
            cashPayProfileStatusCardStatus(status),
          ) ??
          differs(
            `customize card (${status})`,
            customized
              ? CUSTOMIZE_CASH_PAY_PROFILE_CARD.complete
              : status === 'READY_TO_INSTALL' && integrated
                ? CUSTOMIZE_CASH_PAY_PROFILE_CARD.readyToInstallAndIntegrated
                : CUSTOMIZE_CASH_PAY_PROFILE_CARD.otherwise,
            customizeCashPayProfileCardStatus(facts),
          );
        if (verdict) return verdict;
      }
      return null;
    },
  },
  {
    source: 'doc 1 §4 Cards',
    name: 'Submit success or Skip marks the profile complete',
    check: ({ snapshot, events, calls }) => {
      const last = events.at(-1) as unknown as { type: string; output?: { success?: boolean } };
      const call = CASH_PROFILE_COMPLETED_BY.find((id) => last.type === `xstate.done.actor.${id}`);
      if (!call || last.output?.success !== true) return undefined;
      const sent = calls.filter((c) => c.id === call).at(-1)?.input;
      return (
        differs('profile', 'complete', region(snapshot, 'profile')) ??
        differs('customizeComplete', true, snapshot.context.customizeComplete) ??
        differs(
          `${call} body`,
          call === 'skipProfile'
            ? { skip: true }
            : { cashPayLogoUrl: 'https://cdn.example.com/logo.png' },
          sent,
        )
      );
    },
  },
  {
    source: 'doc 1 §4 Sign-up and save',
    name: 'a cash form or activation answer in MAINTENANCE_MODE stops handling',
    check: ({ snapshot, events, actionCalls }) => {
      const last = events.at(-1) as unknown as { type: string; output?: { userState?: string } };
      if (!/^xstate\.done\.actor\.(submitCashForm|activateCashPay)$/.test(last.type))
        return undefined;
      if (last.output?.userState !== CASH_FORM_STOPS_ON_USER_STATE) return undefined;
      // Nothing is handled after the maintenance page: it is the last action the answer called.
      return (
        differs('activation', 'stopped', region(snapshot, 'activation')) ??
        differs('activated', false, snapshot.context.activated) ??
        differs('last action', 'routeToMaintenance', actionCalls.at(-1)?.type)
      );
    },
  },
  {
    source: 'doc 1 §2 Cash status page (/cash) cards, card 3',
    name: 'Activate is one click when cashPayAgreementAccepted, otherwise the cash form',
    check: ({ snapshot, events, calls, times }) => {
      if (events.at(-1)?.type !== 'cash.activate') return undefined;
      const expected = snapshot.context.agreementAccepted
        ? CASH_ACTIVATE.agreementAccepted
        : CASH_ACTIVATE.notAccepted;
      const now = times.at(-1);
      const activationCall = calls.some((c) => c.id === 'activateCashPay' && c.at === now);
      const reached =
        region(snapshot, 'activation') === 'activating' && activationCall
          ? 'oneClick'
          : region(snapshot, 'activation') === 'cashForm' && !activationCall
            ? 'cashForm'
            : JSON.stringify(snapshot.value);
      return differs('Activate', expected, reached);
    },
  },
  {
    source: 'doc 1 §3 cashPay, doc 2 §7 calls',
    name: 'the cash form sends its logo URL and agreement wrapped in data',
    check: ({ events, calls }) => {
      const last = events.at(-1) as unknown as {
        type: string;
        logoUrl?: string;
        agreementAccepted?: boolean;
      };
      if (last.type !== 'cashForm.submit') return undefined;
      return differs(
        'submitCashForm body',
        {
          data: { cashPayLogoUrl: last.logoUrl },
          cashPayAgreementAccepted: last.agreementAccepted,
        },
        calls.at(-1)?.id === 'submitCashForm' ? calls.at(-1)?.input : null,
      );
    },
  },
];

/** A running call is answered before anything else happens (the other regions wait). */
const BUSY = ['checkingEligibility', 'activating', 'submitting', 'updatingChannel', 'skipping'];

const models: PathModel<CashPayContext>[] = INPUTS.map((input) => ({
  machine: cashPayMachine,
  input,
  events: EVENTS,
  provide: realMachine,
  drive: drivePoll,
  recordedActions: ['showToast', 'routeToMaintenance', 'statusChanged'],
  oracles: ORACLES,
  comparable: (c) => ({
    eligible: c.eligible,
    activated: c.activated,
    agreementAccepted: c.agreementAccepted,
    customizeComplete: c.customizeComplete,
    logoUrl: c.logoUrl,
    fieldErrors: Object.keys(c.fieldErrors),
    profileError: c.profileError,
    channelError: c.channelError,
    supportEmail: c.supportEmail,
  }),
  // States that differ only in a message shown (field errors, profile or channel error) behave
  // alike: merged, so the three regions' product is walked once per set of completed steps.
  graphKey: (c) => [c.activated, c.customizeComplete],
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
