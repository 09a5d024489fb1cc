/**
 * The journey (docs/architecture.md §6): the one machine above the step actors that owns the route.
 * It is fed by the session actor (user state, completed forms, onboarding status), hears each step
 * end (bank saved → customer support, customer support saved → status, a business details section
 * opened, a declined merchant → status) and the path the merchant typed or went back to, and
 * decides the path shown. The app maps `context.route` to the address bar in one place
 * (src/app/journey-route.tsx); no screen navigates for flow.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { APP_ROUTES, normalisePathname } from '../domain/routing/app-routes';
import type { OnboardingStatus } from '../domain/routing/onboarding-status';
import { resolveRedirect } from '../domain/routing/resolve-redirect';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { UserState } from '../domain/session/user-state';
import type { sessionMachine } from './session.machine';

/** What the journey reads from the session. */
export interface JourneyFacts {
  /** The session is still being read: only the sign-in page renders meanwhile. */
  booting: boolean;
  /** The session is being read or a sign-in link is handled (the sign-in page stays put). */
  signInInProgress: boolean;
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus: OnboardingStatus | null;
  isEligibleForCashPay: boolean;
}

export type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** The journey's view of a session snapshot. */
export function factsOfSession(snapshot: SnapshotFrom<typeof sessionMachine>): JourneyFacts {
  const booting = snapshot.matches('booting');
  return {
    booting,
    signInInProgress: booting || snapshot.matches('signInLink'),
    userState: snapshot.context.userState,
    formCompletedState: snapshot.context.formCompletedState,
    onboardingStatus: snapshot.context.onboardingStatus ?? null,
    isEligibleForCashPay: snapshot.context.isEligibleForCashPay ?? false,
  };
}

/**
 * The path shown when the merchant asks for `pathname`: the path itself when the journey accepts
 * it, otherwise the page the session's state belongs on (rules in domain/routing).
 */
export function decideRoute(facts: JourneyFacts, pathname: string): string {
  return resolveRedirect({ pathname, ...facts }) ?? normalisePathname(pathname);
}

export interface JourneyContext {
  facts: JourneyFacts;
  /**
   * The path shown. A path asked for (typed, gone back to, or the next step after a step ended)
   * becomes the route when the rules accept it; a refused one is replaced by the page the session
   * belongs on, so a session change is always judged from the page being shown.
   */
  route: string;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session: SessionRef | null;
}

export type JourneyEvent =
  | { type: 'session.changed'; facts: JourneyFacts }
  | { type: 'location.changed'; pathname: string }
  | { type: 'businessDetails.section'; route: string }
  | { type: 'bank.done' }
  | { type: 'customerSupport.done' }
  | { type: 'status.ineligible' };

export interface JourneyInput {
  facts: JourneyFacts;
  pathname: string;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session?: SessionRef;
}

/** The journey's pages, by the route they show. */
type Page =
  | 'signedOut'
  | 'lead'
  | 'businessDetails'
  | 'bank'
  | 'customerSupport'
  | 'status'
  | 'cash'
  | 'elsewhere';

const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set([
  APP_ROUTES.login,
  APP_ROUTES.checkEmail,
  APP_ROUTES.signIn,
]);

/** Which page of the journey a path is. */
export function pageOfRoute(route: string): Page {
  if (SIGNED_OUT_PAGES.has(route)) return 'signedOut';
  if (route === APP_ROUTES.lead) return 'lead';
  if (route === APP_ROUTES.bankInfo) return 'bank';
  if (route === APP_ROUTES.customerSupport) return 'customerSupport';
  if (route === APP_ROUTES.status) return 'status';
  if (route === APP_ROUTES.cash) return 'cash';
  if (route === APP_ROUTES.onboarding || route.startsWith(`${APP_ROUTES.onboarding}/`)) {
    return 'businessDetails';
  }
  return 'elsewhere';
}

const ask = (
  context: JourneyContext,
  requested: string,
  facts = context.facts,
): Pick<JourneyContext, 'facts' | 'route'> => ({
  facts,
  route: decideRoute(facts, requested),
});

export const journeyMachine = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
  },
  actors: {
    /** Sends `session.changed` whenever the session actor's snapshot changes. */
    sessionFacts: fromCallback<JourneyEvent, { session: SessionRef | null }>(
      ({ input, sendBack }) => {
        if (!input.session) return undefined;
        const subscription = input.session.subscribe((snapshot) =>
          sendBack({ type: 'session.changed', facts: factsOfSession(snapshot) }),
        );
        return () => subscription.unsubscribe();
      },
    ),
  },
  guards: {
    booting: ({ context }) => context.facts.booting,
    onPage: ({ context }, params: { page: Page }) => pageOfRoute(context.route) === params.page,
  },
}).createMachine({
  id: 'journey',
  context: ({ input }) => ({
    facts: input.facts,
    route: decideRoute(input.facts, input.pathname),
    session: input.session ?? null,
  }),
  invoke: {
    id: 'sessionFacts',
    src: 'sessionFacts',
    input: ({ context }) => ({ session: context.session }),
  },
  on: {
    'session.changed': {
      target: '.choosing',
      actions: assign(({ context, event }) => ask(context, context.route, event.facts)),
    },
    'location.changed': {
      target: '.choosing',
      actions: assign(({ context, event }) => ask(context, normalisePathname(event.pathname))),
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
    reading: {},
    signedOut: {},
    lead: {},
    businessDetails: {
      on: {
        // The business details actor opened another section (or the bank step after the owners).
        'businessDetails.section': {
          target: 'choosing',
          actions: assign(({ context, event }) => ask(context, normalisePathname(event.route))),
        },
      },
    },
    bank: {
      on: {
        'bank.done': {
          target: 'choosing',
          actions: assign(({ context }) => ask(context, APP_ROUTES.customerSupport)),
        },
      },
    },
    customerSupport: {
      on: {
        'customerSupport.done': {
          target: 'choosing',
          actions: assign(({ context }) => ask(context, APP_ROUTES.status)),
        },
      },
    },
    status: {},
    cash: {
      on: {
        // doc 1 §2: "An onboarding status of INELIGIBLE always goes to the status page."
        'status.ineligible': {
          target: 'choosing',
          actions: assign(({ context }) => ask(context, APP_ROUTES.status)),
        },
      },
    },
    /** Block pages, open pages and the not-found page. */
    elsewhere: {},
  },
});
