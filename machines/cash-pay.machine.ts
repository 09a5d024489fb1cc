/**
 * The merchant's cash pay (payment-app profile), one actor per merchant (doc 1 §2 "/cash", §4):
 * the eligibility check through the shared poll-with-retries logic (the polling card shows while
 * it runs), then three regions: activation (one click when cashPayAgreementAccepted, otherwise the
 * cash form, whose every answer of doc 1 §4 is handled), the integration stages SignIn,
 * CopyAndPaste, Verify (the channel update, refused with INVALID_FEE, doc 2 §8), Complete, with a
 * Done card that reopens on click, and the profile customisation (logo URL or Skip for now, both
 * marking it complete).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  INVALID_FEE,
  INVALID_FEE_MESSAGE,
  type CashPayEligibilityResponse,
  type InvalidFeeResponse,
  type UpdateCashPayChannelResponse,
  type UpdateCashPayInfoRequest,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlRequest,
  type UpdateProfileImageUrlResponse,
} from '../domain/api/cash-pay-api';
import type { FieldError } from '../domain/errors/field-errors';
import { hasFieldErrors } from '../domain/errors/field-errors';
import type { FormCompletedState } from '../domain/session/form-completion';
import { STATUS_RETRY_MS } from '../domain/status/fallback-status';
import { pollWithRetriesMachine } from './poll-with-retries';
import type { PollWithRetriesOutput } from './poll-with-retries';

/** The check polls at the status page's pace (doc 1 §4: every 3 seconds, up to 3 retries). */
export const ELIGIBILITY_POLL_MS = STATUS_RETRY_MS;
export const ELIGIBILITY_POLL_ATTEMPTS = 4;

/** doc 2 §8: the generic toast. */
export const CASH_TOAST_FALLBACK = 'Oops, something went wrong';
/** Shown on a card whose call failed. */
export const CASH_STEP_FAILED = 'Something went wrong';

export interface CashPayInput {
  agreementAccepted: boolean;
  activated: boolean;
  integrationComplete: boolean;
  customizeComplete: boolean;
  logoUrl: string;
}

export interface CashPayContext extends CashPayInput {
  eligible: boolean;
  /** The cash form's field errors (doc 2 §8 "Cash validation_errors become field errors"). */
  fieldErrors: Record<string, FieldError>;
  /** The profile update's global error (doc 2 §8). */
  profileError: string | null;
  /** The integration card's error: the INVALID_FEE message, or a failed call. */
  channelError: string | null;
  /** The Merchant Support address of the INVALID_FEE message. */
  supportEmail: string | null;
  formCompletedState: FormCompletedState | null;
}

/** What the app's channel call answers: the update, or the INVALID_FEE refusal. */
export type ChannelAnswer = UpdateCashPayChannelResponse | InvalidFeeResponse;

export type CashPayEvent =
  | { type: 'cash.recheck' }
  | { type: 'cash.activate' }
  | { type: 'cashForm.submit'; logoUrl: string; agreementAccepted: boolean }
  | { type: 'cashForm.cancel' }
  | { type: 'cashForm.continue' }
  | { type: 'profile.submit'; logoUrl: string }
  | { type: 'profile.skip' }
  | { type: 'integration.next' }
  | { type: 'integration.back' }
  | { type: 'integration.verify' }
  | { type: 'integration.reopen' };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

const isEligibleAnswer = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as CashPayEligibilityResponse).eligible;

const isInvalidFee = (answer: ChannelAnswer): answer is InvalidFeeResponse =>
  'error' in answer && answer.error === INVALID_FEE;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Handling of a cash form or one-click activation answer (doc 1 §4 "Cash form submit result"). */
const formAnswer = (back: string) => [
  // doc 1 §4: MAINTENANCE_MODE stops handling.
  {
    guard: {
      type: 'maintenance' as const,
      params: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) => event.output,
    },
    target: 'stopped',
    actions: 'routeToMaintenance' as const,
  },
  {
    guard: {
      type: 'hasFieldErrors' as const,
      params: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) => event.output,
    },
    target: back,
    actions: assign({
      fieldErrors: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) =>
        event.output.validation_errors?.cashPay ?? {},
    }),
  },
  {
    guard: {
      type: 'hasError' as const,
      params: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) => event.output,
    },
    target: back,
    actions: {
      type: 'showToast' as const,
      params: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) => ({
        message: event.output.error ?? CASH_TOAST_FALLBACK,
      }),
    },
  },
  {
    guard: {
      type: 'completed' as const,
      params: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) => event.output,
    },
    target: 'activatedPanel',
    actions: [
      assign({
        activated: true,
        agreementAccepted: true,
        fieldErrors: {},
        formCompletedState: ({ event }: { event: { output: UpdateCashPayInfoResponse } }) =>
          event.output.formCompletedState ?? null,
      }),
      'statusChanged' as const,
    ],
  },
  {
    target: back,
    actions: { type: 'showToast' as const, params: { message: CASH_TOAST_FALLBACK } },
  },
];

/** The cash pay statechart. */
export const cashPayMachine = setup({
  types: {
    input: {} as CashPayInput,
    context: {} as CashPayContext,
    events: {} as CashPayEvent,
  },
  actors: {
    /** pollWithRetriesMachine whose `poll` is GET /api/check-cashpay-eligibility. */
    pollEligibility: pollWithRetriesMachine,
    /** POST /api/update-cashpay-info; a 400 with validation_errors is an answer. */
    submitCashForm: fromPromise<UpdateCashPayInfoResponse, UpdateCashPayInfoRequest>(notProvided),
    /** POST /api/activate-cashpay (one click). */
    activateCashPay: fromPromise<UpdateCashPayInfoResponse, void>(notProvided),
    /** POST /api/update-cashpay-channel; a 409 INVALID_FEE is an answer. */
    updateChannel: fromPromise<ChannelAnswer, void>(notProvided),
    /** POST /api/update-cashpay-profile-image-url. */
    updateProfileImage: fromPromise<UpdateProfileImageUrlResponse, UpdateProfileImageUrlRequest>(
      notProvided,
    ),
  },
  actions: {
    /** Provided by the app: the error toast (doc 2 §8 "an error string shows as a toast"). */
    showToast: (_, _params: { message: string }) => {},
    /** Provided by the app: the maintenance page. */
    routeToMaintenance: () => {},
    /** Provided by the app: refetches the status context after a change. */
    statusChanged: () => {},
  },
  guards: {
    eligibleAnswer: (_, output: PollWithRetriesOutput) =>
      output.outcome === 'complete' && !!isEligibleAnswer(output.value),
    activated: ({ context }) => context.activated,
    agreementAccepted: ({ context }) => context.agreementAccepted,
    integrationComplete: ({ context }) => context.integrationComplete,
    customizeComplete: ({ context }) => context.customizeComplete,
    maintenance: (_, output: UpdateCashPayInfoResponse) => output.userState === 'MAINTENANCE_MODE',
    hasFieldErrors: (_, output: UpdateCashPayInfoResponse) =>
      hasFieldErrors(output.validation_errors),
    hasError: (_, output: UpdateCashPayInfoResponse) => !!output.error,
    completed: (_, output: UpdateCashPayInfoResponse) =>
      output.formCompletedState?.cashPayForm === true,
    invalidFee: (_, output: ChannelAnswer) => isInvalidFee(output),
    logoGiven: ({ event }) => event.type === 'profile.submit' && event.logoUrl.trim() !== '',
    succeeded: (_, output: UpdateProfileImageUrlResponse) => output.success,
  },
}).createMachine({
  id: 'cashPay',
  context: ({ input }) => ({
    ...input,
    eligible: false,
    fieldErrors: {},
    profileError: null,
    channelError: null,
    supportEmail: null,
    formCompletedState: null,
  }),
  initial: 'checkingEligibility',
  states: {
    checkingEligibility: {
      invoke: {
        id: 'eligibilityPoll',
        src: 'pollEligibility',
        input: {
          intervalMs: ELIGIBILITY_POLL_MS,
          maxAttempts: ELIGIBILITY_POLL_ATTEMPTS,
          isComplete: isEligibleAnswer,
        },
        onDone: [
          {
            guard: { type: 'eligibleAnswer', params: ({ event }) => event.output },
            target: 'eligible',
            actions: assign({ eligible: true }),
          },
          { target: 'ineligible' },
        ],
      },
    },
    ineligible: { on: { 'cash.recheck': 'checkingEligibility' } },
    eligible: {
      type: 'parallel',
      states: {
        activation: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'activated', target: 'active' }, { target: 'notActivated' }],
            },
            notActivated: {
              on: {
                'cash.activate': [
                  { guard: 'agreementAccepted', target: 'activating' },
                  { target: 'cashForm' },
                ],
              },
            },
            activating: {
              invoke: {
                id: 'activateCashPay',
                src: 'activateCashPay',
                onDone: formAnswer('notActivated') as never,
                onError: {
                  target: 'notActivated',
                  actions: {
                    type: 'showToast',
                    params: ({ event }) => ({
                      message: messageOf(event.error, CASH_TOAST_FALLBACK),
                    }),
                  },
                },
              },
            },
            cashForm: {
              on: {
                'cashForm.submit': { target: 'submitting', actions: assign({ fieldErrors: {} }) },
                'cashForm.cancel': { target: 'notActivated', actions: assign({ fieldErrors: {} }) },
              },
            },
            submitting: {
              invoke: {
                id: 'submitCashForm',
                src: 'submitCashForm',
                input: ({ event }) => {
                  const submit = event as Extract<CashPayEvent, { type: 'cashForm.submit' }>;
                  return {
                    data: { cashPayLogoUrl: submit.logoUrl },
                    cashPayAgreementAccepted: submit.agreementAccepted,
                  };
                },
                onDone: formAnswer('cashForm') as never,
                onError: {
                  target: 'cashForm',
                  actions: {
                    type: 'showToast',
                    params: ({ event }) => ({
                      message: messageOf(event.error, CASH_TOAST_FALLBACK),
                    }),
                  },
                },
              },
            },
            /** doc 1 §2: 'Store successfully activated!' with 'Continue to next store'. */
            activatedPanel: { on: { 'cashForm.continue': 'active' } },
            active: {},
            stopped: { type: 'final' },
          },
        },
        integration: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'integrationComplete', target: 'done' }, { target: 'signIn' }],
            },
            signIn: { on: { 'integration.next': 'copyAndPaste' } },
            copyAndPaste: { on: { 'integration.next': 'verify', 'integration.back': 'signIn' } },
            verify: {
              on: {
                'integration.verify': {
                  target: 'updatingChannel',
                  actions: assign({ channelError: null }),
                },
                'integration.back': 'copyAndPaste',
              },
            },
            updatingChannel: {
              invoke: {
                id: 'updateChannel',
                src: 'updateChannel',
                onDone: [
                  {
                    guard: { type: 'invalidFee', params: ({ event }) => event.output },
                    target: 'verify',
                    actions: assign({
                      channelError: INVALID_FEE_MESSAGE,
                      supportEmail: ({ event }) =>
                        (event.output as InvalidFeeResponse).supportEmail ?? null,
                    }),
                  },
                  { target: 'complete', actions: 'statusChanged' },
                ],
                onError: { target: 'verify', actions: assign({ channelError: CASH_STEP_FAILED }) },
              },
            },
            complete: {},
            done: { on: { 'integration.reopen': 'signIn' } },
          },
        },
        profile: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'customizeComplete', target: 'complete' }, { target: 'editing' }],
            },
            editing: {
              on: {
                'profile.submit': {
                  guard: 'logoGiven',
                  target: 'submitting',
                  actions: assign({
                    profileError: null,
                    logoUrl: ({ event }) => event.logoUrl.trim(),
                  }),
                },
                'profile.skip': { target: 'skipping', actions: assign({ profileError: null }) },
              },
            },
            submitting: {
              invoke: {
                id: 'updateProfileImage',
                src: 'updateProfileImage',
                input: ({ context }) => ({ cashPayLogoUrl: context.logoUrl }),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: 'complete',
                    actions: [assign({ customizeComplete: true }), 'statusChanged'],
                  },
                  {
                    target: 'editing',
                    actions: assign({
                      profileError: ({ event }) => event.output.error ?? CASH_STEP_FAILED,
                    }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({
                    profileError: ({ event }) => messageOf(event.error, CASH_STEP_FAILED),
                  }),
                },
              },
            },
            skipping: {
              invoke: {
                id: 'skipProfile',
                src: 'updateProfileImage',
                input: { skip: true },
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: 'complete',
                    actions: [assign({ customizeComplete: true }), 'statusChanged'],
                  },
                  {
                    target: 'editing',
                    actions: assign({
                      profileError: ({ event }) => event.output.error ?? CASH_STEP_FAILED,
                    }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({
                    profileError: ({ event }) => messageOf(event.error, CASH_STEP_FAILED),
                  }),
                },
              },
            },
            complete: {},
          },
        },
      },
    },
  },
});
