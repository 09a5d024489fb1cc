/**
 * The console's applications list: search by e-mail or store name, filter by status, page
 * through. Every change of the query loads the list again; a failed load keeps the last list
 * shown under its message, and a load refused with 401 ends the console session. The search
 * text is held here as it is typed (decision 0240) and becomes the query on Search.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApplicationListResponse } from '../../domain/api/back-office-api';
import { failureMessage, providedByConsole, sessionEnded, whenRefused } from './ops-failure';

export const APPLICATIONS_PAGE_SIZE = 20;

/** The query of the applications list (the query string of GET /api/ops/applications). */
export interface ApplicationsQuery {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
}

export interface ApplicationsListContext {
  /** The search field as typed. */
  text: string;
  query: ApplicationsQuery;
  result: ApplicationListResponse | null;
  error: string | null;
}

export type ApplicationsListEvent =
  | { type: 'list.type'; text: string }
  | { type: 'list.search' }
  | { type: 'list.filter'; status: string }
  | { type: 'list.page'; page: number };

export const applicationsListMachine = setup({
  types: {
    context: {} as ApplicationsListContext,
    events: {} as ApplicationsListEvent,
  },
  actors: {
    /** GET /api/ops/applications?q&status&page&pageSize. */
    loadApplications: fromPromise<ApplicationListResponse, ApplicationsQuery>(
      providedByConsole('applications'),
    ),
  },
  actions: {
    /** Tells the console session it ended (provided by the console). */
    sessionExpired: () => {},
    /** Keeps the message of a refused load. */
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
  },
}).createMachine({
  id: 'applicationsList',
  context: {
    text: '',
    query: { page: 1, pageSize: APPLICATIONS_PAGE_SIZE },
    result: null,
    error: null,
  },
  initial: 'loading',
  on: {
    'list.type': { actions: assign({ text: ({ event }) => event.text }) },
    'list.search': {
      target: '.loading',
      actions: assign({
        query: ({ context }) => ({ ...context.query, q: context.text.trim(), page: 1 }),
      }),
    },
    'list.filter': {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({
          ...context.query,
          status: event.status || undefined,
          page: 1,
        }),
      }),
    },
    'list.page': {
      target: '.loading',
      actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadApplications',
        src: 'loadApplications',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        onError: whenRefused('failed', 'showFailure'),
      },
    },
    ready: {},
    failed: {},
  },
});
