/**
 * The session's signing-in states (doc 1 §2, doc 2 §2, §8): the captcha and the e-mail on the
 * login page, the check-email page with its resend, and the mailed sign-in link.
 */
import { assign } from 'xstate';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../../domain/session/email-address';
import { loginErrorMessage, signInFailureOf, SOMETHING_WENT_WRONG } from './session-answers';
import { msg } from '../../domain/i18n/message';
import { sessionSetup, TAKE_ANSWER } from './session-setup';

/** Shown when /app/sign-in is opened without a token in its fragment. */
export const INCOMPLETE_LINK_MESSAGE = msg('session.signIn.incompleteLink');

/** The login page: the captcha, then the e-mail checked by the server. */
export const loggedOutState = sessionSetup.createStateConfig({
  initial: 'captchaPending',
  on: {
    'emailDraft.change': { actions: assign({ emailDraft: ({ event }) => event.email }) },
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
              email: ({ context }) => normaliseEmail(context.emailDraft),
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
            actions: TAKE_ANSWER,
          },
          {
            guard: 'answerHasUserState',
            target: '#session.signedIn',
            actions: [
              ...TAKE_ANSWER,
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
});

/** The check-email page: the link can be resent, then rests for the cooldown. */
export const waitingForEmailState = sessionSetup.createStateConfig({
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
});

/** The mailed sign-in link: Continue consumes it; a refused link offers a new one. */
export const signInLinkState = sessionSetup.createStateConfig({
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
            actions: [...TAKE_ANSWER, assign({ signInToken: null })],
          },
          {
            guard: 'answerIsLoggedOut',
            target: '#session.loggedOut',
            actions: 'clearSession',
          },
          {
            target: '#session.signedIn',
            actions: [
              ...TAKE_ANSWER,
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
});
