/**
 * The session machine's context and events (doc 1 §2, doc 2 §2, §7, §8), and the context of a
 * signed-out browser.
 */
import type { UserStateResponse } from '../../domain/api/session-api';
import type { BrandId } from '../../domain/brands/brands';
import type { BrandSignals } from '../../domain/brands/select-brand';
import type { Language } from '../../domain/i18n/language';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import type { BrandAppIds } from '../../domain/session/platform-login';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import type { SignInFailure } from './session-answers';

export interface SessionContext {
  /** The brand of this visit, chosen on arrival from the address and the browser (doc 1 §1). */
  brand: BrandId;
  email: string | null;
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus: OnboardingStatus | null;
  /** Offered cash pay: the status page waits for the cash pay form. */
  isEligibleForCashPay: boolean;
  /** In a platform state: the provider's app id on that platform per brand (doc 1 §9). */
  platformAppIds: Partial<BrandAppIds> | null;
  /** The signed-in merchant's registered country code, once known (doc 1 §2 country rewrite). */
  registeredCountry: string | null;
  /** Text under the login e-mail field. */
  loginError: string | null;
  /** ALTCHA payload awaiting verification. */
  captchaPayload: string | null;
  /** Grows each time a fresh captcha is needed, so the view can reset the widget. */
  captchaRound: number;
  /** Token of the mailed sign-in link, until Continue consumes it. */
  signInToken: string | null;
  signInFailure: SignInFailure | null;
  /** True once a link was resent from the check-email page (the page confirms it). */
  linkResent: boolean;
  resendError: string | null;
  /**
   * What the login e-mail field starts with: the e-mail of a refused sign-in link, kept through
   * the sign-out that 'Request a new link' does, so the merchant does not type it again.
   */
  loginEmail: string | null;
  /** The login form's e-mail as typed (decision 0240: the machine holds the form). */
  emailDraft: string;
  /** The address's valid `email` parameter, which the login form starts with (doc 1 §2). */
  prefilledEmail: string;
}

/** Read once from the address the visit arrived at. */
export interface SessionInput {
  search?: string;
  /** What the browser tells of the visit: the address, its time zone and language (doc 1 §1). */
  brandSignals?: BrandSignals;
  /** The browser's language preferences and a language kept on this device (machines/i18n). */
  languages?: { preferences: readonly string[]; kept: Language | null };
}

export type SessionEvent =
  | { type: 'captcha.solved'; payload: string }
  | { type: 'captcha.reset' }
  /** The login form's e-mail field changed. */
  | { type: 'emailDraft.change'; email: string }
  /** Continue on the login form: the draft is checked and, when valid, sent. */
  | { type: 'email.submit' }
  /** "Use a different email" on the check-email page. */
  | { type: 'email.change' }
  | { type: 'link.resend' }
  | { type: 'signInLink.open'; token: string }
  | { type: 'signInLink.continue' }
  | { type: 'signInLink.requestNew' }
  | { type: 'session.update'; answer: Partial<UserStateResponse> }
  | { type: 'session.unauthorized' }
  /** A call was refused because the portal is in maintenance (doc 2 §7). */
  | { type: 'session.maintenance' }
  /** The maintenance page's "Try again". */
  | { type: 'maintenance.retry' }
  | { type: 'logout' };

/**
 * Nothing known about a merchant; the captcha round, the login e-mail and the prefilled e-mail
 * carried over. The form starts with the address's e-mail, else the refused link's (doc 1 §2).
 */
export function signedOutContext(
  captchaRound: number,
  loginEmail: string | null = null,
  prefilledEmail = '',
  brand: BrandId = 'provider',
): SessionContext {
  return {
    brand,
    loginEmail,
    prefilledEmail,
    emailDraft: prefilledEmail || loginEmail || '',
    email: null,
    userState: 'LOGGED_OUT',
    formCompletedState: emptyFormCompletedState(),
    onboardingStatus: null,
    isEligibleForCashPay: false,
    platformAppIds: null,
    registeredCountry: null,
    loginError: null,
    captchaPayload: null,
    captchaRound,
    signInToken: null,
    signInFailure: null,
    linkResent: false,
    resendError: null,
  };
}
