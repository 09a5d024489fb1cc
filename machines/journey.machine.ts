/**
 * The journey (docs/architecture.md §6): the one machine above the step actors. It is fed by the
 * session actor (user state, completed forms, onboarding status), starts the actor of the step
 * whose page is shown (lead, business details, bank, customer support, status) and stops it when
 * the page is left, hears each step end (bank saved → customer support, customer support saved →
 * status, a business details section opened, a declined merchant → status) and the path the
 * merchant typed or went back to, and decides the path shown. The app maps `context.route` to the
 * address bar in one place (src/app/journey-route.tsx); no screen navigates for flow.
 *
 * A page's state is left only when the path shown belongs to another page, so a session change or
 * a move between business details sections keeps the running step actor.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup, stopChild } from 'xstate';
import { APP_ROUTES, normalisePathname } from '../domain/routing/app-routes';
import {
  decideRoute,
  factsOfSession,
  pageOfRoute,
  type JourneyFacts,
  type Page,
  type SessionRef,
} from './journey-facts';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { LoadedStep, Step, StepRequest } from './journey-steps';
import {
  ask,
  stepRequest,
  type JourneyContext,
  type JourneyEvent,
  type JourneyInput,
} from './journey-types';

export { decideRoute, factsOfSession, pageOfRoute, type JourneyFacts, type SessionRef };
export type { JourneyContext, JourneyEvent, JourneyInput, RouteMove } from './journey-types';

const businessDetailsRoute = (event: JourneyEvent) =>
  event.type === 'xstate.snapshot.businessDetails' ? event.snapshot.context.route : '';

/** The session's facts with the flags a step just answered (the session hears them too). */
const withForms = (
  context: JourneyContext,
  event: { formCompletedState?: FormCompletedState | null },
): JourneyFacts =>
  event.formCompletedState
    ? { ...context.facts, formCompletedState: event.formCompletedState }
    : context.facts;

/** A step page's states: its step's code and start are loaded, then its actor runs. */
function stepStates(step: Step) {
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadStep',
          src: 'loadStep',
          input: ({ context }: { context: JourneyContext }) => stepRequest(context, step),
          onDone: {
            target: 'running',
            actions: {
              type: 'spawnStep',
              params: ({ event }: { event: { output: LoadedStep } }) => ({
                step,
                loaded: event.output,
              }),
            },
          },
          onError: 'unavailable',
        },
      },
      running: {},
      /**
       * The step's code could not be loaded, even after the reload the loader tries once (doc 1
       * §2): the page offers Try again, which reloads the page (provided by the app).
       */
      unavailable: { tags: ['stepUnavailable'], on: { 'step.retry': { actions: 'reloadPage' } } },
    },
  } as const;
}

export const journeyMachine = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
  },
  actors: {
    /**
     * Sends `session.changed` with the session as it is when the journey starts, then whenever the
     * session actor's snapshot changes. The journey's input is the session when the actor was
     * created; a first render in slices (decision 0190) lets the session's read end before the
     * journey starts, and a subscription alone would never hear of it.
     */
    sessionFacts: fromCallback<JourneyEvent, { session: SessionRef | null }>(
      ({ input, sendBack }) => {
        if (!input.session) return undefined;
        sendBack({ type: 'session.changed', facts: factsOfSession(input.session.getSnapshot()) });
        const subscription = input.session.subscribe((snapshot) =>
          sendBack({ type: 'session.changed', facts: factsOfSession(snapshot) }),
        );
        return () => subscription.unsubscribe();
      },
    ),
    /** The step's machine with the app's calls, and its input (provided: src/app/step-loader.ts). */
    loadStep: fromPromise<LoadedStep, StepRequest>(() =>
      Promise.reject(new Error('The app provides the step loader')),
    ),
  },
  actions: {
    spawnStep: assign(({ spawn }, params: { step: Step; loaded: LoadedStep }) => {
      // XState types an `id` only for logic named in `setup`; a step's logic is loaded at run
      // time, so its options are typed as those of unnamed logic and carry the step's id.
      const options = {
        id: params.step,
        systemId: params.loaded.systemId,
        input: params.loaded.input,
        // The journey follows the sections the business details actor opens.
        syncSnapshot: params.step === 'businessDetails',
      };
      spawn(params.loaded.logic, options as Omit<typeof options, 'id'>);
      return {};
    }),
    stopStep: stopChild((_, params: { step: Step }) => params.step),
    /** The business details actor (once running) opens the section the accepted path names. */
    showSection: enqueueActions(({ context, enqueue, self }) => {
      // (A graph walk of the machine runs its actions on a snapshot without children.)
      const actor = self.getSnapshot()?.children?.businessDetails;
      if (actor) enqueue.sendTo(actor, { type: 'route.change', pathname: context.route });
    }),
    /** A step's answer or maintenance notice goes to the session actor that feeds the journey. */
    tellSession: enqueueActions(({ context, event, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, event as never);
    }),
    /** A step that completed a form tells the session the flags it answered. */
    passFormsToSession: enqueueActions(({ context, event, enqueue }) => {
      const forms = (event as { formCompletedState?: FormCompletedState | null })
        .formCompletedState;
      if (forms && context.session) {
        enqueue.sendTo(context.session, {
          type: 'session.update',
          answer: { formCompletedState: forms },
        });
      }
    }),
    /** A browser keeps a failed module import: only a reload fetches a step's code anew. */
    reloadPage: (_, _params: undefined) => {},
  },
  guards: {
    booting: ({ context }) => context.facts.booting,
    read: ({ context }) => !context.facts.booting,
    onPage: ({ context }, params: { page: Page }) => pageOfRoute(context.route) === params.page,
    offPage: ({ context }, params: { page: Page }) => pageOfRoute(context.route) !== params.page,
    /** The business details actor is placed and shows another path than the journey. */
    sectionMoved: ({ context, event }) =>
      event.type === 'xstate.snapshot.businessDetails' &&
      // (Only a machine's snapshot can be placed; any other logic never moves the route.)
      typeof event.snapshot.matches === 'function' &&
      event.snapshot.matches('ready') &&
      event.snapshot.context.route !== context.route,
  },
}).createMachine({
  id: 'journey',
  context: ({ input }) => ({
    facts: input.facts,
    route: decideRoute(input.facts, input.pathname),
    search: input.search ?? '',
    move: 'replace',
    session: input.session ?? null,
  }),
  invoke: {
    id: 'sessionFacts',
    src: 'sessionFacts',
    input: ({ context }) => ({ session: context.session }),
  },
  on: {
    'session.update': { actions: 'tellSession' },
    'session.maintenance': { actions: 'tellSession' },
    'session.changed': {
      actions: assign(({ context, event }) => ask(context, context.route, 'replace', event.facts)),
    },
    'location.changed': {
      actions: assign(({ context, event }) => ({
        ...ask(context, normalisePathname(event.pathname), 'replace'),
        search: event.search ?? '',
      })),
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: 'booting', target: 'reading' },
        { guard: { type: 'onPage', params: { page: 'signedOut' } }, target: 'signedOut' },
        { guard: { type: 'onPage', params: { page: 'lead' } }, target: 'lead' },
        {
          guard: { type: 'onPage', params: { page: 'businessDetails' } },
          target: 'businessDetails',
        },
        { guard: { type: 'onPage', params: { page: 'bank' } }, target: 'bank' },
        {
          guard: { type: 'onPage', params: { page: 'customerSupport' } },
          target: 'customerSupport',
        },
        { guard: { type: 'onPage', params: { page: 'status' } }, target: 'status' },
        { guard: { type: 'onPage', params: { page: 'cash' } }, target: 'cash' },
        { target: 'elsewhere' },
      ],
    },
    /** The session is being read. */
    reading: {
      always: { guard: 'read', target: 'choosing' },
    },
    signedOut: {
      always: { guard: { type: 'offPage', params: { page: 'signedOut' } }, target: 'choosing' },
    },
    lead: {
      always: { guard: { type: 'offPage', params: { page: 'lead' } }, target: 'choosing' },
      exit: { type: 'stopStep', params: { step: 'lead' } },
      ...stepStates('lead'),
    },
    businessDetails: {
      always: {
        guard: { type: 'offPage', params: { page: 'businessDetails' } },
        target: 'choosing',
      },
      exit: { type: 'stopStep', params: { step: 'businessDetails' } },
      ...stepStates('businessDetails'),
      on: {
        // A section typed or gone back to: the actor opens the section the journey accepted.
        'location.changed': {
          actions: [
            assign(({ context, event }) => ({
              ...ask(context, normalisePathname(event.pathname), 'replace'),
              search: event.search ?? '',
            })),
            'showSection',
          ],
        },
        // The actor opened a section or the bank step: Back returns to the one left, except
        // from the bare /onboarding, which the actor only places on arrival.
        'xstate.snapshot.businessDetails': {
          guard: 'sectionMoved',
          actions: assign(({ context, event }) =>
            ask(
              context,
              businessDetailsRoute(event),
              context.route === APP_ROUTES.onboarding ? 'replace' : 'push',
            ),
          ),
        },
      },
    },
    bank: {
      always: { guard: { type: 'offPage', params: { page: 'bank' } }, target: 'choosing' },
      exit: { type: 'stopStep', params: { step: 'bank' } },
      on: {
        'bank.done': {
          actions: [
            'passFormsToSession',
            assign(({ context, event }) =>
              ask(context, APP_ROUTES.customerSupport, 'push', withForms(context, event)),
            ),
          ],
        },
      },
      ...stepStates('bank'),
    },
    customerSupport: {
      always: {
        guard: { type: 'offPage', params: { page: 'customerSupport' } },
        target: 'choosing',
      },
      exit: { type: 'stopStep', params: { step: 'customerSupport' } },
      on: {
        'customerSupport.done': {
          actions: [
            'passFormsToSession',
            assign(({ context, event }) =>
              ask(context, APP_ROUTES.status, 'push', withForms(context, event)),
            ),
          ],
        },
      },
      ...stepStates('customerSupport'),
    },
    status: {
      always: { guard: { type: 'offPage', params: { page: 'status' } }, target: 'choosing' },
      exit: { type: 'stopStep', params: { step: 'status' } },
      ...stepStates('status'),
    },
    /** /cash reads the merchant's status through the same compliance actor as /status. */
    cash: {
      always: { guard: { type: 'offPage', params: { page: 'cash' } }, target: 'choosing' },
      exit: { type: 'stopStep', params: { step: 'status' } },
      on: {
        // doc 1 §2: "An onboarding status of INELIGIBLE always goes to the status page."
        'status.ineligible': {
          actions: assign(({ context }) => ask(context, APP_ROUTES.status, 'replace')),
        },
      },
      ...stepStates('status'),
    },
    /** Block pages, open pages and the not-found page. */
    elsewhere: {
      always: { guard: { type: 'offPage', params: { page: 'elsewhere' } }, target: 'choosing' },
    },
  },
});
