/**
 * The session machine's calls, actions, guards and delays (docs/architecture.md §3): every server
 * call is an invoked actor the app provides (`sessionMachine.provide`), so tests answer for the
 * server without touching the machine.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { languageMachine } from '../i18n/language.machine';
import { toCountryCode } from '../../domain/countries/country-code';
import type {
  CheckCaptchaTokenResponse,
  CheckEmailResponse,
  UserStateResponse,
} from '../../domain/api/session-api';
import { isValidEmailAddress } from '../../domain/session/email-address';
import type { Text } from '../../domain/i18n/message';
import type { UserState } from '../../domain/session/user-state';
import { readAnswer } from './session-answers';
import {
  signedOutContext,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session-types';

/**
 * Named delays (docs/architecture.md §3): the resend button rests 30 s after each e-mail sent;
 * during maintenance the user state is asked again every 5 s, so the merchant is back as soon as
 * operators end it.
 */
export const SESSION_DELAYS = { resendCooldown: 30_000, maintenanceRecheck: 5_000 } as const;

/** The answer an event carries: an invoked call's output, or a `session.update`'s answer. */
function carriedAnswer(event: object): unknown {
  if ('output' in event) return event.output;
  return 'answer' in event ? event.answer : undefined;
}

function answerState(event: object): UserState | undefined {
  return readAnswer(carriedAnswer(event)).userState;
}

const provided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} call is provided by the app.`));

/**
 * The session machine's setup; its states are written with it (session.machine.ts,
 * session-sign-in.ts).
 */
/**
 * What is done with every answer about the person: it is applied, and the language child is told,
 * since the language follows the person's country and stored language.
 */
export const TAKE_ANSWER = ['applyAnswer', 'tellLanguage'] as const;

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
  },
  actors: {
    fetchUserState: fromPromise<UserStateResponse>(provided('user-state')),
    verifyCaptcha: fromPromise<CheckCaptchaTokenResponse, { token: string }>(
      provided('check-captcha-token'),
    ),
    checkEmail: fromPromise<CheckEmailResponse, { email: string }>(provided('check-email')),
    resendSignInLink: fromPromise<{ sent: boolean }>(provided('resend-sign-in-link')),
    consumeSignInLink: fromPromise<UserStateResponse, { token: string }>(provided('sign-in-link')),
    logout: fromPromise<unknown>(provided('logout')),
    /** The visit's language (machines/i18n/language.machine.ts), a child of the session. */
    language: languageMachine,
  },
  actions: {
    /** Keeps the signed-in e-mail for this browser (provided by the app). */
    rememberEmail: (_, _params: { email: string | null }) => {},
    /** Drops what the browser kept about the session (provided by the app). */
    forgetSession: () => {},
    applyAnswer: assign(({ context, event }) => {
      const answer = readAnswer(carriedAnswer(event));
      return {
        userState: answer.userState ?? context.userState,
        formCompletedState: answer.formCompletedState ?? context.formCompletedState,
        email: answer.email ?? context.email,
        onboardingStatus: answer.onboardingStatus ?? context.onboardingStatus,
        isEligibleForCashPay: answer.isEligibleForCashPay ?? context.isEligibleForCashPay,
        platformAppIds: answer.platformAppIds ?? context.platformAppIds,
        registeredCountry: answer.registeredCountry ?? context.registeredCountry,
      };
    }),
    /** The language follows the person: their registered country and stored language. */
    tellLanguage: sendTo('language', ({ context, event }) => ({
      type: 'merchant.known' as const,
      country: toCountryCode(context.registeredCountry) ?? null,
      stored: readAnswer(carriedAnswer(event)).language ?? null,
      signedIn: context.email !== null && context.userState !== 'WAIT_FOR_EMAIL',
    })),
    clearSession: assign(({ context }) =>
      signedOutContext(
        context.captchaRound + 1,
        context.loginEmail,
        context.prefilledEmail,
        context.brand,
      ),
    ),
    /** Errors and notices belong to the page they were shown on; a new page starts clean. */
    clearNotices: assign({
      loginError: null,
      captchaPayload: null,
      signInFailure: null,
      linkResent: false,
      resendError: null,
    }),
    failLogin: assign(({ context }, params: { message: Text }) => ({
      loginError: params.message,
      captchaPayload: null,
      captchaRound: context.captchaRound + 1,
    })),
  },
  guards: {
    emailFormatValid: ({ context }) => isValidEmailAddress(context.emailDraft),
    captchaAccepted: ({ event }) =>
      'output' in event &&
      (event.output as CheckCaptchaTokenResponse | undefined)?.success === true,
    hasToken: ({ event }) => event.type === 'signInLink.open' && event.token.trim() !== '',
    hasPendingSignInLink: ({ context }) => context.signInToken !== null,
    hasIncompleteSignInLink: ({ context }) => context.signInFailure !== null,
    answerIsLoggedOut: ({ event }) => answerState(event) === 'LOGGED_OUT',
    answerIsWaitingForEmail: ({ event }) => answerState(event) === 'WAIT_FOR_EMAIL',
    answerHasUserState: ({ event }) => answerState(event) !== undefined,
    answerIsMaintenance: ({ event }) => answerState(event) === 'MAINTENANCE_MODE',
  },
  delays: SESSION_DELAYS,
});
