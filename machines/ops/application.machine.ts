/**
 * One open application in the console: it loads, then each panel's change (a decision, the
 * account settings, cash pay, the journey stop, contacts, a test transaction) is saved one at a
 * time; the answer is the application as it now is, with a notice saying what happened. A
 * refused change keeps the application shown under its message; a 401 ends the console session.
 * The machine holds the panels' drafts (decision 0240), started again from each answer, and the
 * request for changes being drafted (decision 0262), started again once a request is sent or
 * withdrawn; its Send and Withdraw are saved like any other change.
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
  decisionsOpenTo,
  editedDraft,
  emptyRevisionDraft,
  openRevisionOf,
  revisionBodyOf,
  type RevisionDraft,
  type RevisionDraftEdit,
} from './revision-request-draft';
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
  /** The request for changes being drafted. */
  revisionDraft: RevisionDraft;
}

export type ApplicationEvent =
  | { type: 'draft.change'; values: Partial<ApplicationDrafts> }
  /** A panel's Save: its draft becomes the change sent. */
  | { type: 'application.save'; kind: DraftedChange }
  /** A change that needs no draft: a store location's test transaction. */
  | { type: 'application.change'; change: ApplicationChange }
  /** Flag or unflag an item, set its reason or note, set the days the merchant has. */
  | RevisionDraftEdit
  /** Send the drafted request for changes. */
  | { type: 'revision.send' }
  /** Withdraw the open request for changes. */
  | { type: 'revision.withdraw' }
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
    /** Makes the reviewer's edit to the request for changes being drafted. */
    editRevisionDraft: assign({
      revisionDraft: ({ context, event }) =>
        event.type === 'revision.flag' ||
        event.type === 'revision.reason' ||
        event.type === 'revision.note' ||
        event.type === 'revision.days'
          ? editedDraft(context.revisionDraft, event)
          : context.revisionDraft,
    }),
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
      changeOf(
        event.kind,
        context.drafts,
        context.application ? decisionsOpenTo(context.application) : [],
      ) !== undefined,
    revisionCanBeSent: ({ context }) =>
      context.application !== null &&
      revisionBodyOf(context.application, context.revisionDraft) !== undefined,
    revisionIsOpen: ({ context }) =>
      context.application !== null && openRevisionOf(context.application) !== null,
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({
    id: input.id,
    application: null,
    notice: null,
    pending: null,
    drafts: null,
    revisionDraft: emptyRevisionDraft(),
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
              changeOf(event.kind, context.drafts!, decisionsOpenTo(context.application!))!,
          }),
        },
        'application.change': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => event.change }),
        },
        'revision.flag': { actions: 'editRevisionDraft' },
        'revision.reason': { actions: 'editRevisionDraft' },
        'revision.note': { actions: 'editRevisionDraft' },
        'revision.days': { actions: 'editRevisionDraft' },
        'revision.send': {
          guard: 'revisionCanBeSent',
          target: 'saving',
          actions: assign({
            pending: ({ context }) => ({
              kind: 'revision' as const,
              request: revisionBodyOf(context.application!, context.revisionDraft)!,
            }),
          }),
        },
        'revision.withdraw': {
          guard: 'revisionIsOpen',
          target: 'saving',
          actions: assign({ pending: { kind: 'revisionWithdraw' as const } }),
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
            revisionDraft: ({ context }) =>
              context.pending?.kind === 'revision' || context.pending?.kind === 'revisionWithdraw'
                ? emptyRevisionDraft()
                : context.revisionDraft,
            pending: null,
          }),
        },
        onError: whenRefused('ready', 'showRefusedChange'),
      },
    },
    failed: {},
  },
});
