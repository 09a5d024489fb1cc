/**
 * The sign-in and session calls shared by the browser and the server (doc 2 §7). Paths are
 * relative to the server root; the app itself is served under /app.
 */
import type { Language } from '../i18n/language';
import type { ValidationErrors } from '../errors/field-errors';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { FormCompletedState } from '../session/form-completion';
import type { UserState } from '../session/user-state';
import type { BrandAppIds } from '../session/platform-login';
import type { ViewerRole } from '../session/contact-roles';

export const SESSION_API = {
  /** POST {email}; needs a captcha solved in this browser session first. */
  checkEmail: '/check-email',
  /** POST {token} (the ALTCHA payload); marks this browser session as having passed the captcha. */
  checkCaptchaToken: '/check-captcha-token',
  /** GET: a fresh ALTCHA challenge for the widget. */
  captchaChallenge: '/api/captcha/challenge',
  /** GET: the signed-in user's state; LOGGED_OUT when there is no session. */
  userState: '/user-state',
  /** GET: ends the session. */
  logout: '/logout',
  /** POST {token}: consumes an e-mailed sign-in link (the Continue button of /app/sign-in). */
  signInLink: '/sign-in-link',
  /** POST (no body): sends a new sign-in link to the e-mail waiting in this session. */
  resendSignInLink: '/api/resend-sign-in-link',
} as const;

/** The header names every call carries (doc 2 §7). */
export const API_HEADERS = {
  correlationId: 'x-correlation-id',
  sessionId: 'x-session-id',
  appVersion: 'x-app-version',
} as const;

export interface UserStateResponse {
  userState: UserState;
  formCompletedState: FormCompletedState;
  /** The e-mail of the session (pending e-mail while WAIT_FOR_EMAIL or PRE_LEAD). */
  email?: string;
  /** A signed-in merchant's onboarding status; INELIGIBLE always routes to /status (doc 1 §2). */
  onboardingStatus?: OnboardingStatus | null;
  /**
   * The merchant is offered cash pay (eligible, both cash flags on): the status page then waits for
   * the cash pay form (docs/decisions/0060-cash-pay-routing.md).
   */
  isEligibleForCashPay?: boolean;
  /**
   * In a platform state (SQUARE_ONLY, SQUARE_AND_MOP, SQUARESPACE, MAROPOST): the provider's app
   * id on that platform per brand, for the page's store-login redirect (doc 1 §9).
   */
  platformAppIds?: BrandAppIds;
  /**
   * A signed-in merchant's registered country code (US, AU, NZ, UK, CA): the country query
   * parameter follows it while the cash-app theme flag is on (doc 1 §2).
   */
  registeredCountry?: string;
  /**
   * A signed-in person's role on the application: the account owner, an administrator or a plain
   * contact, who is not shown store details and additional owners (docs/decisions/0258).
   */
  viewerRole?: ViewerRole;
  /** The language the signed-in person chose, when stored (docs/decisions/0267). */
  language?: Language;
}

export interface CheckEmailRequest {
  email: string;
}

/** Either the new state, or `validation_errors.lead.email` (doc 2 §7) with a 400. */
export interface CheckEmailResponse {
  userState?: UserState;
  formCompletedState?: FormCompletedState;
  email?: string;
  validation_errors?: ValidationErrors;
  error?: string;
}

export interface CheckCaptchaTokenRequest {
  token: string;
}
export interface CheckCaptchaTokenResponse {
  success: boolean;
  error?: string;
}

export interface SignInLinkRequest {
  token: string;
}

/** Why a sign-in link was refused; the page words each case and offers a new link. */
export type SignInLinkFailure = 'expired' | 'used' | 'invalid';
export interface SignInLinkErrorResponse {
  error: string;
  reason: SignInLinkFailure;
}

/** Every error body: a clear message, and field errors where a field is at fault. */
export interface ApiErrorResponse {
  error: string;
  validation_errors?: ValidationErrors;
}
