/**
 * The merchant's cash pay (payment-app profile), one actor per merchant (doc 1 §2 "/cash", §4):
 * the eligibility check through the shared poll-with-retries logic (the polling card shows while
 * it runs), then three regions: activation (one click when cashPayAgreementAccepted, otherwise the
 * cash form, held here with its messages and submitted only when its check passes, whose every
 * answer of doc 1 §4 is handled), the integration stages SignIn,
 * CopyAndPaste, Verify (the channel update, refused with INVALID_FEE, doc 2 §8), Complete, with a
 * Done card that reopens on click, and the profile customisation (logo URL or Skip for now, both
 * marking it complete).
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  INVALID_FEE_MESSAGE,
  type InvalidFeeResponse,
  type UpdateCashPayInfoRequest,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlRequest,
  type UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import { hasFieldErrors } from '../../domain/errors/field-errors';
import {
  CASH_STEP_FAILED,
  CASH_TOAST_FALLBACK,
  cashPayContextOf,
  ELIGIBILITY_POLL_ATTEMPTS,
  ELIGIBILITY_POLL_MS,
  formAnswer,
  isEligibleAnswer,
  isInvalidFee,
  messageOf,
  notProvided,
  profileAnswer,
  profileFailure,
  type CashPayContext,
  type CashPayEvent,
  type CashPayInput,
  type ChannelAnswer,
} from './cash-pay-answers';
import {
  cashFormValid,
  changedCashForm,
  emptyCashForm,
  leftCashFormField,
  submittedCashForm,
  withoutChangedErrors,
} from './cash-pay-form';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { STATUS_EVENTS_ID, statusEventsNotProvided } from '../status/status-events';
import type { PollWithRetriesOutput } from '../calls/poll-with-retries';
import type { Text } from '../../domain/i18n/message';

export {
  CASH_STEP_FAILED,
  CASH_TOAST_FALLBACK,
  cashPayContextOf,
  ELIGIBILITY_POLL_ATTEMPTS,
  ELIGIBILITY_POLL_MS,
  type CashPayContext,
  type CashPayEvent,
  type CashPayInput,
  type ChannelAnswer,
} from './cash-pay-answers';

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
    /** Pushed changes (machines/status/status-events.ts): each one sends cash.recheck. */
    statusEvents: statusEventsNotProvided,
  },
  actions: {
    /** Provided by the app: the error toast (doc 2 §8 "an error string shows as a toast"). */
    showToast: (_, _params: { message: Text }) => {},
    /** doc 2 §7: a MAINTENANCE_MODE answer stops processing; the session, up the tree, hears it. */
    routeToMaintenance: sendParent({ type: 'session.maintenance' }),
    /** The compliance actor, the parent, reads the merchant again after a change. */
    statusChanged: sendParent({ type: 'status.refetch' }),
  },
  guards: {
    eligibleAnswer: (_, output: PollWithRetriesOutput) =>
      output.outcome === 'complete' && !!isEligibleAnswer(output.value),
    notReleased: ({ context }) => !context.released,
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
    cashFormValid: ({ context }) =>
      cashFormValid(context.cashForm.draft, context.agreementAccepted),
    /** doc 2 §2: "Cash form logo Submit is disabled until a logo URL is entered." */
    logoGiven: ({ context }) => context.profileDraft.trim() !== '',
    succeeded: (_, output: UpdateProfileImageUrlResponse) => output.success,
  },
}).createMachine({
  id: 'cashPay',
  context: ({ input }) => cashPayContextOf(input),
  initial: 'checkingEligibility',
  // The back office may make the merchant eligible while /cash is open (docs/decisions/0130).
  invoke: {
    id: STATUS_EVENTS_ID,
    src: 'statusEvents',
    input: { changed: { type: 'cash.recheck' } },
  },
  states: {
    checkingEligibility: {
      // doc 2 §7: the eligibility check is made only with both cash flags on.
      always: { guard: 'notReleased', target: 'ineligible' },
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
                'cashForm.change': {
                  actions: assign(({ context, event }) => ({
                    cashForm: changedCashForm(
                      context.cashForm,
                      event.values,
                      context.agreementAccepted,
                    ),
                    fieldErrors: withoutChangedErrors(
                      context.fieldErrors,
                      context.cashForm,
                      event.values,
                    ),
                  })),
                },
                'cashForm.blur': {
                  actions: assign({
                    cashForm: ({ context, event }) =>
                      leftCashFormField(context.cashForm, event.field, context.agreementAccepted),
                  }),
                },
                'cashForm.submit': [
                  {
                    guard: 'cashFormValid',
                    target: 'submitting',
                    actions: assign({
                      fieldErrors: {},
                      cashForm: ({ context }) =>
                        submittedCashForm(context.cashForm, context.agreementAccepted),
                    }),
                  },
                  // Refused: every message shows and nothing is sent.
                  {
                    actions: assign({
                      cashForm: ({ context }) =>
                        submittedCashForm(context.cashForm, context.agreementAccepted),
                    }),
                  },
                ],
                'cashForm.cancel': {
                  target: 'notActivated',
                  actions: assign({ fieldErrors: {}, cashForm: emptyCashForm }),
                },
              },
            },
            submitting: {
              invoke: {
                id: 'submitCashForm',
                src: 'submitCashForm',
                input: ({ context }) => ({
                  data: { cashPayLogoUrl: context.cashForm.draft.cashPayLogoUrl },
                  cashPayAgreementAccepted:
                    context.agreementAccepted || context.cashForm.draft.cashPayAgreementAccepted,
                }),
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
                'profile.change': {
                  actions: assign({ profileDraft: ({ event }) => event.logoUrl }),
                },
                'profile.submit': {
                  guard: 'logoGiven',
                  target: 'submitting',
                  actions: assign({
                    profileError: null,
                    logoUrl: ({ context }) => context.profileDraft.trim(),
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
                onDone: profileAnswer as never,
                onError: profileFailure as never,
              },
            },
            skipping: {
              invoke: {
                id: 'skipProfile',
                src: 'updateProfileImage',
                input: { skip: true },
                onDone: profileAnswer as never,
                onError: profileFailure as never,
              },
            },
            complete: {},
          },
        },
      },
    },
  },
});
