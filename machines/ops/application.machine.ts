/**
 * One open application in the console: it loads, then each panel's change (a decision, the
 * account settings, cash pay, the journey stop, contacts, a test transaction) is saved one at a
 * time; the answer is the application as it now is, with a notice saying what happened. A
 * refused change keeps the application shown under its message; a 401 ends the console session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { successNotice, type ApplicationChange } from './change-notices';
import { failureMessage, providedByConsole, sessionEnded, type Notice } from './ops-failure';

export interface ApplicationContext {
  id: string;
  application: ApplicationDetail | null;
  notice: Notice | null;
  /** The change being saved. */
  pending: ApplicationChange | null;
}

export type ApplicationEvent =
  { type: 'application.change'; change: ApplicationChange } | { type: 'notice.dismiss' };

/** What the save call is given. */
export interface ApplicationChangeInput {
  id: string;
  change: ApplicationChange;
}

const errorNotice = (error: unknown): Notice => ({ kind: 'error', message: failureMessage(error) });

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as { id: string },
  },
  actors: {
    /** GET /api/ops/applications/:id. */
    loadApplication: fromPromise<ApplicationDetail, string>(providedByConsole('application')),
    /** The change's POST under /api/ops/applications/:id; answers the application. */
    saveChange: fromPromise<ApplicationDetail, ApplicationChangeInput>(
      providedByConsole('application change'),
    ),
  },
  actions: {
    /** Tells the console session it ended (provided by the console). */
    sessionExpired: () => {},
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({ id: input.id, application: null, notice: null, pending: null }),
  initial: 'loading',
  on: { 'notice.dismiss': { actions: assign({ notice: null }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ application: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: [
              'sessionExpired',
              assign({ notice: ({ event }) => errorNotice(event.error) }),
            ],
          },
          {
            target: 'failed',
            actions: assign({ notice: ({ event }) => errorNotice(event.error) }),
          },
        ],
      },
    },
    ready: {
      on: {
        'application.change': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => event.change }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => {
          if (!context.pending) throw new Error('saving needs a change');
          return { id: context.id, change: context.pending };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            application: ({ event }) => event.output,
            notice: ({ context }) =>
              context.pending
                ? { kind: 'success' as const, message: successNotice(context.pending) }
                : null,
            pending: null,
          }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              'sessionExpired',
              assign({ notice: ({ event }) => errorNotice(event.error), pending: null }),
            ],
          },
          {
            target: 'ready',
            actions: assign({ notice: ({ event }) => errorNotice(event.error), pending: null }),
          },
        ],
      },
    },
    failed: {},
  },
});
