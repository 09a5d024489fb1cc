/**
 * Reading the server's answers and failures for the session machine (doc 2 §7, §8). The app's
 * HTTP client rejects with an Error whose `body` holds the parsed JSON of the response.
 */
import { toLanguage, type Language } from '../../domain/i18n/language';
import type { SignInLinkFailure, UserStateResponse } from '../../domain/api/session-api';
import type { FieldError } from '../../domain/errors/field-errors';
import { BRAND_IDS } from '../../domain/brands/brands';
import type { BrandAppIds } from '../../domain/session/platform-login';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { isUserState } from '../../domain/session/user-state';
import type { UserState } from '../../domain/session/user-state';
import { isOnboardingStatus } from '../../domain/journey/onboarding-status';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { plainFailureMessage } from '../../domain/errors/plain-failure';

/** doc 2 §8 'somethingWentWrong': the fallback text when a failure carries no message. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** The session fields an answer carries; anything unreadable is left out. */
export interface SessionAnswer {
  userState?: UserState;
  formCompletedState?: FormCompletedState;
  email?: string;
  onboardingStatus?: OnboardingStatus;
  isEligibleForCashPay?: boolean;
  registeredCountry?: string;
  platformAppIds?: Partial<BrandAppIds>;
  /** The person's stored language. */
  language?: Language;
}

/** The app ids of a platform state's answer: text values per brand only. */
function appIdsOf(value: unknown): Partial<BrandAppIds> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] =>
        (BRAND_IDS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** Reads a server answer (user-state, check-email, sign-in-link) defensively. */
export function readAnswer(output: unknown): SessionAnswer {
  if (!output || typeof output !== 'object') return {};
  const answer = output as Partial<UserStateResponse> & { onboardingStatus?: unknown };
  return {
    ...(isUserState(answer.userState) ? { userState: answer.userState } : {}),
    ...(answer.formCompletedState && typeof answer.formCompletedState === 'object'
      ? { formCompletedState: { ...emptyFormCompletedState(), ...answer.formCompletedState } }
      : {}),
    ...(typeof answer.email === 'string' && answer.email ? { email: answer.email } : {}),
    ...(isOnboardingStatus(answer.onboardingStatus)
      ? { onboardingStatus: answer.onboardingStatus }
      : {}),
    ...(typeof answer.isEligibleForCashPay === 'boolean'
      ? { isEligibleForCashPay: answer.isEligibleForCashPay }
      : {}),
    ...(appIdsOf(answer.platformAppIds) ? { platformAppIds: appIdsOf(answer.platformAppIds) } : {}),
    ...(typeof answer.registeredCountry === 'string' && answer.registeredCountry
      ? { registeredCountry: answer.registeredCountry }
      : {}),
    ...(toLanguage(answer.language) ? { language: toLanguage(answer.language)! } : {}),
  };
}

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
}

function messageOf(error: unknown): string {
  return plainFailureMessage(error, SOMETHING_WENT_WRONG);
}

/**
 * The text under the login e-mail field after a failed check (doc 2 §8): the server's
 * `validation_errors.lead.email` error, else the failure's message, else 'Something went wrong'.
 */
export function loginErrorMessage(error: unknown): string {
  const errors = bodyOf(error)?.validation_errors as
    { lead?: Record<string, FieldError | undefined> } | undefined;
  const emailError = errors?.lead?.email?.error;
  return typeof emailError === 'string' && emailError ? emailError : messageOf(error);
}

/** Why a sign-in link failed, with the server's words; `error` when the call itself failed. */
export interface SignInFailure {
  reason: SignInLinkFailure | 'error';
  message: string;
}

const LINK_FAILURES: readonly string[] = ['expired', 'used', 'invalid'];

/** Reads the `{reason, error}` answer of a refused sign-in link (doc 2 §7). */
export function signInFailureOf(error: unknown): SignInFailure {
  const body = bodyOf(error);
  const reason = typeof body?.reason === 'string' && LINK_FAILURES.includes(body.reason);
  const serverText = typeof body?.error === 'string' && body.error ? body.error : undefined;
  return {
    reason: reason ? (body?.reason as SignInLinkFailure) : 'error',
    message: serverText ?? messageOf(error),
  };
}
