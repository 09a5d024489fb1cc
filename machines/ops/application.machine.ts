/**
 * One open application in the console: it loads, then each panel's change (a decision, the
 * account settings, cash pay, the journey stop, contacts, a test transaction) is saved one at a
 * time; the answer is the application as it now is, with a notice saying what happened. A
 * refused change keeps the application shown under its message; a 401 ends the console session.
 * The machine holds the panels' drafts (decision 0240), started again from each answer.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import {
  changeOf,
  draftsOf,
  type ApplicationDrafts,
  type DraftedChange,
} from './application-drafts';
import { successNotice, type ApplicationChange } from './change-notices';
import {
  errorNotice,
  providedByConsole,
  sessionEnded,
  whenRefused,
  type Notice,
} from './ops-failure';

export interface ApplicationContext {
  id: string;
  application: ApplicationDetail | null;
  notice: Notice | null;
  /** The change being saved. */
  pending: ApplicationChange | null;
  /** The panels' drafts; null until the application is shown. */
  drafts: ApplicationDrafts | null;
}

export type ApplicationEvent =
  | { type: 'draft.change'; values: Partial<ApplicationDrafts> }
  /** A panel's Save: its draft becomes the change sent. */
  | { type: 'application.save'; kind: DraftedChange }
  /** A change that needs no draft: a store location's test transaction. */
  | { type: 'application.change'; change: ApplicationChange }
  | { type: 'notice.dismiss' };

/** What the save call is given. */
export interface ApplicationChangeInput {
  id: string;
  change: ApplicationChange;
}

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
    /** Shows why the application could not be loaded. */
    showFailure: assign({ notice: (_, params: { error: unknown }) => errorNotice(params.error) }),
    /** Shows why the change was refused, and drops it. */
    showRefusedChange: assign({
      notice: (_, params: { error: unknown }) => errorNotice(params.error),
      pending: null,
    }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
    draftCanBeSent: ({ context, event }) =>
      event.type === 'application.save' &&
      context.drafts !== null &&
      changeOf(event.kind, context.drafts, context.application?.allowedDecisions ?? []) !==
        undefined,
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({
    id: input.id,
    application: null,
    notice: null,
    pending: null,
    drafts: null,
  }),
  initial: 'loading',
  on: { 'notice.dismiss': { actions: assign({ notice: null }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: assign({
            application: ({ event }) => event.output,
            drafts: ({ event }) => draftsOf(event.output),
          }),
        },
        onError: whenRefused('failed', 'showFailure'),
      },
    },
    ready: {
      on: {
        'draft.change': {
          actions: assign({
            drafts: ({ context, event }) =>
              context.drafts && { ...context.drafts, ...event.values },
          }),
        },
        'application.save': {
          guard: 'draftCanBeSent',
          target: 'saving',
          actions: assign({
            pending: ({ context, event }) =>
              changeOf(event.kind, context.drafts!, context.application!.allowedDecisions)!,
          }),
        },
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
            drafts: ({ event }) => draftsOf(event.output),
            notice: ({ context }) =>
              context.pending
                ? { kind: 'success' as const, message: successNotice(context.pending) }
                : null,
            pending: null,
          }),
        },
        onError: whenRefused('ready', 'showRefusedChange'),
      },
    },
    failed: {},
  },
});
