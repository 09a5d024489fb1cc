/**
 * The operations console's session: is a staff member signed in (GET /api/ops/me), the sign-in
 * form's call, signing out, and a session that ended under the console (any call answered 401),
 * which goes back to the sign-in form.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { OpsLoginRequest, OpsMeResponse } from '../../domain/api/back-office-api';
import { failureMessage, providedByConsole } from './ops-failure';

export interface OpsSessionContext {
  /** The signed-in staff member's e-mail; null when signed out. */
  email: string | null;
  /** Why the last sign-in failed. */
  error: string | null;
}

export type OpsSessionEvent =
  | { type: 'ops.signIn'; email: string; password: string }
  | { type: 'ops.signOut' }
  /** A console call was answered 401: the session ended. */
  | { type: 'ops.expired' };

export const opsSessionMachine = setup({
  types: {
    context: {} as OpsSessionContext,
    events: {} as OpsSessionEvent,
  },
  actors: {
    /** GET /api/ops/me. */
    loadMe: fromPromise<OpsMeResponse>(providedByConsole('me')),
    /** POST /api/ops/login. */
    logIn: fromPromise<OpsMeResponse, OpsLoginRequest>(providedByConsole('login')),
    /** POST /api/ops/logout. */
    logOut: fromPromise<void>(providedByConsole('logout')),
  },
}).createMachine({
  id: 'opsSession',
  context: { email: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadMe',
        src: 'loadMe',
        onDone: {
          target: 'signedIn',
          actions: assign({ email: ({ event }) => event.output.email }),
        },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      entry: assign({ email: null }),
      on: { 'ops.signIn': { target: 'signingIn' } },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          if (event.type !== 'ops.signIn') throw new Error('signing in needs the sign-in event');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: assign({ email: ({ event }) => event.output.email }),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    signedIn: {
      on: {
        'ops.signOut': { target: 'signingOut' },
        'ops.expired': { target: 'expired' },
      },
    },
    // The session is gone either way: a failed sign-out call still ends at the sign-in form.
    signingOut: {
      invoke: { id: 'logOut', src: 'logOut', onDone: 'signedOut', onError: 'signedOut' },
    },
    expired: {
      entry: assign({ email: null }),
      on: { 'ops.signIn': { target: 'signingIn' } },
    },
  },
});
