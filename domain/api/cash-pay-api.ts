/**
 * The cash pay calls (doc 2 §7), shared by the browser and the server: the eligibility check,
 * the cash form (update-cashpay-info), the profile logo URL, the channel update and the one-click
 * activation for a merchant who already accepted the cash pay agreement. Every call is behind the
 * signed-in session (401 'Please re-authenticate.' without one).
 */
import type { ValidationErrors } from '../errors/field-errors';
import type { CashPayOnboardingStatus } from '../merchant/merchant-account';
import type { FormCompletedState } from '../session/form-completion';
import type { UserState } from '../session/user-state';

export const CASH_PAY_API = {
  /** GET: {@link CashPayEligibilityResponse}. */
  checkEligibility: '/api/check-cashpay-eligibility',
  /** POST {@link UpdateCashPayInfoRequest}: the cash form; {@link UpdateCashPayInfoResponse}. */
  updateInfo: '/api/update-cashpay-info',
  /** POST {@link UpdateProfileImageUrlRequest}: {@link UpdateProfileImageUrlResponse}. */
  updateProfileImageUrl: '/api/update-cashpay-profile-image-url',
  /** POST {mlsProspectRef}: {@link UpdateCashPayChannelResponse}, or 409 {error: INVALID_FEE}. */
  updateChannel: '/api/update-cashpay-channel',
  /**
   * POST (no body): the one-click activation of a merchant whose cashPayAgreementAccepted is
   * already true (doc 1 §2 card 3; doc 2 §7 names the call without a path). Answers like the
   * cash form.
   */
  activate: '/api/activate-cashpay',
} as const;

/** GET /api/check-cashpay-eligibility (doc 2 §7 "eligible; only with merchantId and both cash flags on"). */
export interface CashPayEligibilityResponse {
  eligible: boolean;
}

/** POST /api/update-cashpay-info: "Cash payload is data with profile fields" (doc 2 §7). */
export interface UpdateCashPayInfoRequest {
  data: { cashPayLogoUrl: string };
  /** The agreement checkbox of the cash form (hidden once accepted, doc 1 §2). */
  cashPayAgreementAccepted?: boolean;
}

/** doc 1 §4: "Cash form submit result can carry validation errors, an error, a user state or a formCompletedState". */
export interface UpdateCashPayInfoResponse {
  validation_errors?: ValidationErrors;
  error?: string;
  userState?: UserState;
  formCompletedState?: FormCompletedState;
}

/** POST /api/update-cashpay-profile-image-url: a logo URL, or the merchant skipped (doc 1 §2 card 4). */
export type UpdateProfileImageUrlRequest = { cashPayLogoUrl: string } | { skip: true };

export interface UpdateProfileImageUrlResponse {
  success: boolean;
  error?: string;
}

/** POST /api/update-cashpay-channel. */
export interface UpdateCashPayChannelRequest {
  mlsProspectRef: string;
}

export interface UpdateCashPayChannelResponse {
  cashPayChannel: boolean;
}

/** The channel update's refusal when the back office marked the merchant's fee invalid (doc 2 §8). */
export const INVALID_FEE = 'INVALID_FEE';

/** doc 2 §8, word for word. */
export const INVALID_FEE_MESSAGE =
  "We've encountered an issue with your application. Please contact your Account Manager or reach out to our Merchant Support team to resolve this.";

/** The 409 answer of the channel update for an INVALID_FEE merchant. */
export interface InvalidFeeResponse {
  error: typeof INVALID_FEE;
  message: typeof INVALID_FEE_MESSAGE;
  /** The Merchant Support address the message points to, when the server has one (SUPPORT_EMAIL). */
  supportEmail?: string;
}

/** The cash fields of the status context (doc 1 §3 "Status context"). */
export interface CashPayStatusFields {
  cashPayOnboardingStatus: CashPayOnboardingStatus;
  cashPayIntegrationComplete: boolean;
  customizeCashPayProfileComplete: boolean;
  isEligibleForCashPay: boolean;
  cashPayLogoUrl: string;
  cashPayChannel: boolean;
}
