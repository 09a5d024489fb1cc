/**
 * The session statechart: who is signed in and in which user state (doc 1 §2, doc 2 §2, §7, §8).
 * The login screen, check-email, sign-in-link and logout pages read it; the route shown is derived
 * from `context.userState`. Every server call is an invoked actor named in `setup` and provided by
 * the app (`sessionMachine.provide`), so tests answer for the server without touching the machine.
 */
import { assign } from 'xstate';
import { prefillEmail } from '../../domain/journey/url-params';
import { loginErrorMessage } from './session-answers';
import { sessionSetup, TAKE_ANSWER } from './session-setup';
import {
  INCOMPLETE_LINK_MESSAGE,
  loggedOutState,
  signInLinkState,
  waitingForEmailState,
} from './session-sign-in';
import { selectBrand } from '../../domain/brands/select-brand';
import { signedOutContext } from './session-types';
import { visitCountryOf } from '../../domain/i18n/visit-country';

export { SESSION_DELAYS } from './session-setup';
export { INCOMPLETE_LINK_MESSAGE } from './session-sign-in';
export type { SessionContext, SessionEvent } from './session-types';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input, spawn }) => {
    spawn('language', {
      id: 'language',
      systemId: 'language',
      input: {
        preferences: input?.languages?.preferences ?? [],
        kept: input?.languages?.kept ?? null,
        visitCountry: visitCountryOf(input?.brandSignals ?? {}),
      },
    });
    return {
      ...signedOutContext(
        0,
        null,
        prefillEmail(input?.search ?? ''),
        selectBrand(input?.brandSignals ?? {}),
      ),
      userState: 'INITIAL',
    };
  },
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
          {
            guard: 'hasPendingSignInLink',
            target: 'signInLink',
            actions: TAKE_ANSWER,
          },
          {
            guard: 'hasIncompleteSignInLink',
            target: 'signInLink.failed',
            actions: TAKE_ANSWER,
          },
          {
            guard: 'answerIsMaintenance',
            target: 'maintenance',
            actions: TAKE_ANSWER,
          },
          {
            guard: 'answerIsWaitingForEmail',
            target: 'waitingForEmail',
            actions: TAKE_ANSWER,
          },
          { guard: 'answerIsLoggedOut', target: 'loggedOut', actions: 'clearSession' },
          {
            guard: 'answerHasUserState',
            target: 'signedIn',
            actions: TAKE_ANSWER,
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

    loggedOut: loggedOutState,

    waitingForEmail: waitingForEmailState,

    signInLink: signInLinkState,

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
          { actions: TAKE_ANSWER },
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
                actions: TAKE_ANSWER,
              },
              { guard: 'answerIsLoggedOut', target: '#session.loggedOut', actions: 'clearSession' },
              {
                guard: 'answerHasUserState',
                target: '#session.signedIn',
                actions: TAKE_ANSWER,
              },
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
