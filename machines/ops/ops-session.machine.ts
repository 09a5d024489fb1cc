/**
 * The operations console's session: is a staff member signed in (GET /api/ops/me), the sign-in
 * form's call, signing out, and a session that ended under the console (any call answered 401),
 * which goes back to the sign-in form. The machine holds the sign-in form (decision 0240): the
 * draft, a message under an empty field, and the call started only when both are filled.
 */
import type { Text } from '../../domain/i18n/message';
import { assign, fromPromise, setup } from 'xstate';
import type { OpsLoginRequest, OpsMeResponse } from '../../domain/api/back-office-api';
import { checkRequired } from '../../domain/validators/required';
import { failureMessage, providedByConsole } from './ops-failure';

/** The sign-in form's fields. */
export type SignInField = keyof OpsLoginRequest;

/** Each field's message: an empty one is required. */
const messagesOf = (draft: OpsLoginRequest): Partial<Record<SignInField, Text>> => {
  const messages: Partial<Record<SignInField, Text>> = {};
  for (const field of ['email', 'password'] as const) {
    const message = checkRequired(draft[field])?.error;
    if (message) messages[field] = message;
  }
  return messages;
};

export interface OpsSessionContext {
  /** The signed-in staff member's e-mail; null when signed out. */
  email: string | null;
  /** Why the last sign-in failed. */
  error: string | null;
  /** The sign-in form as typed. */
  draft: OpsLoginRequest;
  /** The sign-in form's messages, from Sign in on; a field that changes is checked again. */
  messages: Partial<Record<SignInField, Text>>;
}

export type OpsSessionEvent =
  | { type: 'ops.change'; values: Partial<OpsLoginRequest> }
  | { type: 'ops.signIn' }
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
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'ops.change') return {};
      const draft = { ...context.draft, ...event.values };
      const now = messagesOf(draft);
      const messages = { ...context.messages };
      for (const field of Object.keys(event.values) as SignInField[]) {
        if (!(field in messages)) continue;
        if (now[field]) messages[field] = now[field];
        else delete messages[field];
      }
      return { draft, messages };
    }),
    showMessages: assign({ messages: ({ context }) => messagesOf(context.draft) }),
  },
  guards: {
    formIsFilled: ({ context }) => Object.keys(messagesOf(context.draft)).length === 0,
  },
}).createMachine({
  id: 'opsSession',
  context: { email: null, error: null, draft: { email: '', password: '' }, messages: {} },
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
      on: {
        'ops.change': { actions: 'change' },
        'ops.signIn': [
          { guard: 'formIsFilled', target: 'signingIn', actions: assign({ messages: {} }) },
          { actions: 'showMessages' },
        ],
      },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'signedIn',
          // The password is not kept once it has served.
          actions: assign({
            email: ({ event }) => event.output.email,
            draft: { email: '', password: '' },
          }),
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
      on: {
        'ops.change': { actions: 'change' },
        'ops.signIn': [
          { guard: 'formIsFilled', target: 'signingIn', actions: assign({ messages: {} }) },
          { actions: 'showMessages' },
        ],
      },
    },
  },
});
