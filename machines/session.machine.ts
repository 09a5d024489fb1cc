/**
 * The session statechart: who is signed in and in which user state (doc 1 §2, doc 2 §2, §7, §8).
 * The login screen, check-email, sign-in-link and logout pages read it; the route shown is derived
 * from `context.userState`. Every server call is an invoked actor named in `setup` and provided by
 * the app (`sessionMachine.provide`), so tests answer for the server without touching the machine.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  CheckCaptchaTokenResponse,
  CheckEmailResponse,
  UserStateResponse,
} from '../domain/api/session-api';
import type { OnboardingStatus } from '../domain/routing/onboarding-status';
import type { BrandAppIds } from '../domain/routing/platform-login';
import {
  INVALID_EMAIL_MESSAGE,
  isValidEmailAddress,
  normaliseEmail,
} from '../domain/routing/email-address';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { UserState } from '../domain/session/user-state';
import {
  loginErrorMessage,
  readAnswer,
  signInFailureOf,
  SOMETHING_WENT_WRONG,
} from './session-answers';
import type { SignInFailure } from './session-answers';

/** Shown when /app/sign-in is opened without a token in its fragment. */
export const INCOMPLETE_LINK_MESSAGE =
  'This sign-in link is incomplete. Request a new link to continue.';

/**
 * Named delays (docs/architecture.md §3): the resend button rests 30 s after each e-mail sent;
 * during maintenance the user state is asked again every 5 s, so the merchant is back as soon as
 * operators end it.
 */
export const SESSION_DELAYS = { resendCooldown: 30_000, maintenanceRecheck: 5_000 } as const;

export interface SessionContext {
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
}

export type SessionEvent =
  | { type: 'captcha.solved'; payload: string }
  | { type: 'captcha.reset' }
  | { type: 'email.submit'; email: string }
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

function signedOutContext(captchaRound: number, loginEmail: string | null = null): SessionContext {
  return {
    loginEmail,
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

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
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
    clearSession: assign(({ context }) =>
      signedOutContext(context.captchaRound + 1, context.loginEmail),
    ),
    /** Errors and notices belong to the page they were shown on; a new page starts clean. */
    clearNotices: assign({
      loginError: null,
      captchaPayload: null,
      signInFailure: null,
      linkResent: false,
      resendError: null,
    }),
    failLogin: assign(({ context }, params: { message: string }) => ({
      loginError: params.message,
      captchaPayload: null,
      captchaRound: context.captchaRound + 1,
    })),
  },
  guards: {
    emailFormatValid: ({ event }) =>
      event.type === 'email.submit' && isValidEmailAddress(event.email),
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
}).createMachine({
  id: 'session',
  context: { ...signedOutContext(0), userState: 'INITIAL' },
  initial: 'booting',
  on: {
    // doc 2 §8: a 401 on any call ends the session (the HTTP client already called /logout).
    'session.unauthorized': { target: '.loggedOut', actions: ['clearSession', 'forgetSession'] },
    // doc 2 §7: a MAINTENANCE_MODE answer stops processing; what was typed stays in the forms'
    // drafts and the session keeps its e-mail and flags for when maintenance ends.
    'session.maintenance': { target: '.maintenance' },
  },
  states: {
    booting: {
      invoke: {
        id: 'fetchUserState',
        src: 'fetchUserState',
        onDone: [
          { guard: 'hasPendingSignInLink', target: 'signInLink', actions: 'applyAnswer' },
          { guard: 'hasIncompleteSignInLink', target: 'signInLink.failed', actions: 'applyAnswer' },
          { guard: 'answerIsMaintenance', target: 'maintenance', actions: 'applyAnswer' },
          { guard: 'answerIsWaitingForEmail', target: 'waitingForEmail', actions: 'applyAnswer' },
          { guard: 'answerIsLoggedOut', target: 'loggedOut', actions: 'clearSession' },
          {
            guard: 'answerHasUserState',
            target: 'signedIn',
            actions: 'applyAnswer',
          },
          { target: 'loggedOut', actions: 'clearSession' },
        ],
        onError: [
          { guard: 'hasPendingSignInLink', target: 'signInLink' },
          { guard: 'hasIncompleteSignInLink', target: 'signInLink.failed' },
          {
            target: 'loggedOut',
            actions: assign({
              userState: 'LOGGED_OUT',
              loginError: ({ event }) => loginErrorMessage(event.error),
            }),
          },
        ],
      },
      on: {
        'signInLink.open': [
          {
            guard: 'hasToken',
            actions: assign({ signInToken: ({ event }) => event.token.trim() }),
          },
          {
            actions: assign({
              signInToken: null,
              signInFailure: { reason: 'invalid', message: INCOMPLETE_LINK_MESSAGE },
            }),
          },
        ],
      },
    },

    loggedOut: {
      initial: 'captchaPending',
      on: {
        'signInLink.open': [
          {
            guard: 'hasToken',
            target: 'signInLink',
            actions: assign({
              signInToken: ({ event }) => event.token.trim(),
              signInFailure: null,
            }),
          },
          {
            target: 'signInLink.failed',
            actions: assign({
              signInFailure: { reason: 'invalid', message: INCOMPLETE_LINK_MESSAGE },
            }),
          },
        ],
      },
      states: {
        captchaPending: {
          on: {
            'captcha.solved': {
              target: 'verifyingCaptcha',
              actions: assign({ captchaPayload: ({ event }) => event.payload }),
            },
          },
        },
        verifyingCaptcha: {
          invoke: {
            id: 'verifyCaptcha',
            src: 'verifyCaptcha',
            input: ({ context }) => ({ token: context.captchaPayload ?? '' }),
            onDone: [
              {
                guard: 'captchaAccepted',
                target: 'captchaSolved',
                actions: assign({ captchaPayload: null, loginError: null }),
              },
              {
                target: 'captchaPending',
                actions: { type: 'failLogin', params: { message: SOMETHING_WENT_WRONG } },
              },
            ],
            onError: {
              target: 'captchaPending',
              actions: {
                type: 'failLogin',
                params: ({ event }) => ({ message: loginErrorMessage(event.error) }),
              },
            },
          },
        },
        captchaSolved: {
          on: {
            'captcha.reset': { target: 'captchaPending' },
            'email.submit': [
              {
                guard: 'emailFormatValid',
                target: 'checkingEmail',
                actions: assign({
                  email: ({ event }) => normaliseEmail(event.email),
                  loginError: null,
                }),
              },
              { actions: assign({ loginError: INVALID_EMAIL_MESSAGE }) },
            ],
          },
        },
        checkingEmail: {
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: [
              {
                guard: 'answerIsWaitingForEmail',
                target: '#session.waitingForEmail.coolingDown',
                actions: 'applyAnswer',
              },
              {
                guard: 'answerHasUserState',
                target: '#session.signedIn',
                actions: [
                  'applyAnswer',
                  { type: 'rememberEmail', params: ({ context }) => ({ email: context.email }) },
                ],
              },
              {
                target: 'captchaPending',
                actions: { type: 'failLogin', params: { message: SOMETHING_WENT_WRONG } },
              },
            ],
            onError: {
              target: 'captchaPending',
              actions: {
                type: 'failLogin',
                params: ({ event }) => ({ message: loginErrorMessage(event.error) }),
              },
            },
          },
        },
      },
    },

    waitingForEmail: {
      entry: ['clearNotices', assign({ signInToken: null })],
      initial: 'canResend',
      on: {
        'email.change': { target: 'loggingOut' },
        logout: { target: 'loggingOut' },
        'signInLink.open': {
          guard: 'hasToken',
          target: 'signInLink',
          actions: assign({ signInToken: ({ event }) => event.token.trim(), signInFailure: null }),
        },
      },
      states: {
        canResend: {
          on: { 'link.resend': { target: 'resending', actions: assign({ resendError: null }) } },
        },
        resending: {
          invoke: {
            id: 'resendSignInLink',
            src: 'resendSignInLink',
            onDone: { target: 'coolingDown', actions: assign({ linkResent: true }) },
            onError: {
              target: 'canResend',
              actions: assign({ resendError: ({ event }) => loginErrorMessage(event.error) }),
            },
          },
        },
        coolingDown: {
          after: { resendCooldown: { target: 'canResend' } },
        },
      },
    },

    signInLink: {
      entry: assign({ loginError: null, linkResent: false, resendError: null }),
      initial: 'ready',
      states: {
        ready: {
          on: { 'signInLink.continue': { target: 'submitting' } },
        },
        submitting: {
          invoke: {
            id: 'consumeSignInLink',
            src: 'consumeSignInLink',
            input: ({ context }) => ({ token: context.signInToken ?? '' }),
            onDone: [
              {
                guard: 'answerIsWaitingForEmail',
                target: '#session.waitingForEmail',
                actions: ['applyAnswer', assign({ signInToken: null })],
              },
              {
                guard: 'answerIsLoggedOut',
                target: '#session.loggedOut',
                actions: 'clearSession',
              },
              {
                target: '#session.signedIn',
                actions: [
                  'applyAnswer',
                  assign({ signInToken: null }),
                  { type: 'rememberEmail', params: ({ context }) => ({ email: context.email }) },
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ signInFailure: ({ event }) => signInFailureOf(event.error) }),
            },
          },
        },
        failed: {
          on: {
            'signInLink.requestNew': {
              target: '#session.loggingOut',
              actions: assign({ loginEmail: ({ context }) => context.email ?? context.loginEmail }),
            },
          },
        },
      },
    },

    signedIn: {
      entry: ['clearNotices', assign({ signInToken: null })],
      on: {
        logout: { target: 'loggingOut' },
        'session.update': [
          {
            guard: 'answerIsLoggedOut',
            target: 'loggedOut',
            actions: ['clearSession', 'forgetSession'],
          },
          { guard: 'answerIsMaintenance', target: 'maintenance' },
          { actions: 'applyAnswer' },
        ],
        'signInLink.open': {
          guard: 'hasToken',
          target: 'signInLink',
          actions: assign({ signInToken: ({ event }) => event.token.trim(), signInFailure: null }),
        },
      },
    },

    /**
     * The portal is in maintenance (doc 1 §2 /maintenance): the user state is asked again until
     * it is something else, then the merchant goes back to where that state leads.
     */
    maintenance: {
      entry: ['clearNotices', assign({ userState: 'MAINTENANCE_MODE' })],
      initial: 'waiting',
      on: { logout: { target: 'loggingOut' } },
      states: {
        waiting: {
          after: { maintenanceRecheck: { target: 'checking' } },
          on: { 'maintenance.retry': { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'recheckUserState',
            src: 'fetchUserState',
            onDone: [
              { guard: 'answerIsMaintenance', target: 'waiting' },
              {
                guard: 'answerIsWaitingForEmail',
                target: '#session.waitingForEmail',
                actions: 'applyAnswer',
              },
              { guard: 'answerIsLoggedOut', target: '#session.loggedOut', actions: 'clearSession' },
              { guard: 'answerHasUserState', target: '#session.signedIn', actions: 'applyAnswer' },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },

    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
        onError: { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
      },
    },
  },
});
