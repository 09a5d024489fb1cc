/**
 * What the cash pay machine reads and gives (doc 1 §4, doc 2 §7, §8): its input, context and
 * events, the eligibility poll's pace, and how the cash form's and the calls' answers are read.
 */
import { assign } from 'xstate';
import {
  INVALID_FEE,
  type CashPayEligibilityResponse,
  type InvalidFeeResponse,
  type UpdateCashPayChannelResponse,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import type { FieldError } from '../../domain/errors/field-errors';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { STATUS_RETRY_MS } from '../../domain/status/fallback-status';
import { plainFailureMessage } from '../../domain/errors/plain-failure';
import type { CashFormInput } from '../../domain/cash-pay/cash-pay-schemas';
import { emptyCashForm, type CashFormField, type CashFormState } from './cash-pay-form';
import { msg, type Text } from '../../domain/i18n/message';

/** The check polls at the status page's pace (doc 1 §4: every 3 seconds, up to 3 retries). */
export const ELIGIBILITY_POLL_MS = STATUS_RETRY_MS;
export const ELIGIBILITY_POLL_ATTEMPTS = 4;

/** doc 2 §8: the generic toast. */
export const CASH_TOAST_FALLBACK = msg('cash.toastFallback');
/** Shown on a card whose call failed. */
export const CASH_STEP_FAILED = msg('cash.stepFailed');

export interface CashPayInput {
  /**
   * The cash pay release and feature set 2 flags are both on (doc 1 §6; domain/flags/flag-rules
   * cashPayReleased) and the merchant is a US one (domain/cash-pay/cash-pay-market): otherwise the
   * eligibility check is never made (doc 2 §7) and nothing is offered.
   */
  released: boolean;
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
  profileError: Text | null;
  /** The integration card's error: the INVALID_FEE message, or a failed call. */
  channelError: Text | null;
  /** The Merchant Support address of the INVALID_FEE message. */
  supportEmail: string | null;
  formCompletedState: FormCompletedState | null;
  /** The cash form: its draft and the check's messages (docs/decisions/0240). */
  cashForm: CashFormState;
  /** The Customize card's logo URL as typed. */
  profileDraft: string;
}

/** The context of a cash pay actor started with `input`: nothing asked or answered yet. */
export const cashPayContextOf = (input: CashPayInput): CashPayContext => ({
  ...input,
  eligible: false,
  fieldErrors: {},
  profileError: null,
  channelError: null,
  supportEmail: null,
  formCompletedState: null,
  cashForm: emptyCashForm(),
  profileDraft: '',
});

/** What the app's channel call answers: the update, or the INVALID_FEE refusal. */
export type ChannelAnswer = UpdateCashPayChannelResponse | InvalidFeeResponse;

export type CashPayEvent =
  | { type: 'cash.recheck' }
  | { type: 'cash.activate' }
  | { type: 'cashForm.change'; values: Partial<CashFormInput> }
  | { type: 'cashForm.blur'; field: CashFormField }
  | { type: 'cashForm.submit' }
  | { type: 'cashForm.cancel' }
  | { type: 'cashForm.continue' }
  | { type: 'profile.change'; logoUrl: string }
  | { type: 'profile.submit' }
  | { type: 'profile.skip' }
  | { type: 'integration.next' }
  | { type: 'integration.back' }
  | { type: 'integration.verify' }
  | { type: 'integration.reopen' };

export const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

export const isEligibleAnswer = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as CashPayEligibilityResponse).eligible;

export const isInvalidFee = (answer: ChannelAnswer): answer is InvalidFeeResponse =>
  'error' in answer && answer.error === INVALID_FEE;

/** The plain words of a failed call, or `fallback` when the failure has none of its own. */
export const messageOf = (error: unknown, fallback: Text): Text =>
  plainFailureMessage(error, '') || fallback;

/** Handling of a cash form or one-click activation answer (doc 1 §4 "Cash form submit result"). */
export const formAnswer = (back: string) => [
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

/** Handling of the profile update's answer, logo or skip (doc 1 §4 "Submit success or Skip marks it complete"; doc 2 §8 global error). */
export const profileAnswer = [
  {
    guard: {
      type: 'succeeded' as const,
      params: ({ event }: { event: { output: UpdateProfileImageUrlResponse } }) => event.output,
    },
    target: 'complete',
    actions: [assign({ customizeComplete: true }), 'statusChanged' as const],
  },
  {
    target: 'editing',
    actions: assign({
      profileError: ({ event }: { event: { output: UpdateProfileImageUrlResponse } }) =>
        event.output.error ?? CASH_STEP_FAILED,
    }),
  },
];

/** A failed profile update stays on the form with the failure as its global error. */
export const profileFailure = {
  target: 'editing',
  actions: assign({
    profileError: ({ event }: { event: { error: unknown } }) =>
      messageOf(event.error, CASH_STEP_FAILED),
  }),
};
