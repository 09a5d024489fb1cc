/**
 * Model-based path tests of the journey chart (docs/architecture.md §2): paths generated from the
 * REAL machine over session changes, typed paths and step ends, replayed on a running actor whose
 * steps stand in for themselves (each step machine has its own path tests; the composed system
 * is journey.composed.test.ts), compared step by step, and required to cover every state and
 * transition. The oracles: the path shown is one doc 1 §2's rules keep, it is a path of the
 * state's page, and a step's actor runs exactly while its page shows.
 */
import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import { resolveRedirect } from '../../domain/journey/resolve-redirect';
import {
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from '../testing/path-coverage';
import {
  allDone,
  atBank,
  banked,
  business,
  BUSINESS_DETAILS_EVENTS,
  changed,
  LATER_STEP_EVENTS,
  none,
  openItem,
  REVISION_EVENTS,
  STEP_END_TYPES,
  typed,
  TYPED_PATHS,
} from './journey-events.test-support';
import { pageOfRoute } from './journey-facts';
import { journeyMachine, type JourneyContext, type JourneyFacts } from './journey.machine';

const base: JourneyFacts = {
  booting: false,
  signInInProgress: false,
  userState: 'LOGGED_OUT',
  formCompletedState: none,
  onboardingStatus: null,
  isEligibleForCashPay: false,
  cashPayMarket: true,
  email: 'ada@shop.example',
};
const booting: JourneyFacts = {
  ...base,
  booting: true,
  signInInProgress: true,
  userState: 'INITIAL',
};
const preLead: JourneyFacts = { ...base, userState: 'PRE_LEAD' };
const postLead = (formCompletedState: JourneyFacts['formCompletedState']): JourneyFacts => ({
  ...base,
  userState: 'POST_LEAD',
  formCompletedState,
});
const declined: JourneyFacts = { ...postLead(atBank), onboardingStatus: 'INELIGIBLE' };
const cashOffered: JourneyFacts = { ...postLead(allDone), isEligibleForCashPay: true };
/** The lead actor ended: the sign-up answered. */
const signedUp = (userState: string) => ({
  type: 'xstate.done.actor.lead',
  output: { userState, formCompletedState: none },
});

/** The bank actor saved the primary; `secondaryShown`: the secondary step follows. */
const primarySaved = (secondaryShown: boolean, formCompletedState: typeof none) =>
  ({ type: 'bank.primarySaved', secondaryShown, formCompletedState }) as EventObject;

const EVENTS = [
  changed(base),
  changed(preLead),
  changed(postLead(business)),
  changed(postLead(atBank)),
  changed(postLead(banked)),
  changed(postLead(allDone)),
  changed(cashOffered),
  changed(declined),
  changed({ ...base, userState: 'AGENCY' }),
  changed({ ...base, userState: 'SQUARE_ONLY' }),
  changed({ ...base, userState: 'MAINTENANCE_MODE' }),
  changed({ ...base, userState: 'WAIT_FOR_EMAIL' }),
  ...TYPED_PATHS,
  signedUp('POST_LEAD'),
  signedUp('SQUARESPACE'),
  ...BUSINESS_DETAILS_EVENTS,
  ...LATER_STEP_EVENTS,
  ...REVISION_EVENTS,
  { type: 'session.update', answer: { userState: 'POST_LEAD' } },
  { type: 'session.maintenance' },
  { type: 'flags.changed', flags: DEFAULT_FEATURE_FLAGS },
] as EventObject[];

/** The journey's step actors, by the page that shows each. */
const STEP_OF_PAGE: Partial<Record<string, string>> = {
  lead: 'lead',
  businessDetails: 'businessDetails',
  payment: 'bank',
  customerSupport: 'customerSupport',
  status: 'status',
  cash: 'status',
};

/** The pages holding a flagged item (REVISION_STEP_ROUTES). */
const STEP_PAGES: ReadonlySet<string> = new Set(['businessDetails', 'payment', 'customerSupport']);

/** The fix the previous step of the path left (the oracles see one step at a time). */
let lastFix: JourneyContext['revisionFix'] = null;

/** A step stands in for itself: a machine that does nothing. */
const standIn = setup({ types: { input: {} as unknown } }).createMachine({});

const pageOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys(value as object)[0]!;

const model: PathModel<JourneyContext> = {
  machine: journeyMachine,
  input: { facts: booting, pathname: APP_ROUTES.login },
  events: EVENTS,
  provide: () =>
    journeyMachine.provide({
      actors: {
        lead: standIn,
        businessDetails: standIn,
        bank: standIn,
        customerSupport: standIn,
        status: standIn,
      } as never,
    }),
  // The steps' own ends arrive as their actors' events; the test sends them as such.
  drive: async (event, { actor }) => {
    if (!event.type.startsWith('xstate.done.actor.lead')) return false;
    actor.send(event);
    return true;
  },
  comparable: ({ facts, route, move, asked, revisionFix }) => ({
    facts,
    route,
    move,
    asked,
    revisionFix,
  }),
  graphKey: ({ facts, route, revisionFix }) => ({
    userState: facts.userState,
    forms: facts.formCompletedState,
    status: facts.onboardingStatus,
    cash: facts.isEligibleForCashPay,
    route,
    fix: revisionFix,
  }),
  filter: (snapshot, event) => {
    const { facts } = snapshot.context;
    // The status page lists a request's items; a declined merchant has none (the server closes it).
    if (event.type === 'revision.openItem') {
      return pageOf(snapshot.value) === 'status' && facts.onboardingStatus !== 'INELIGIBLE';
    }
    // A save answering that the request closed comes while one is being fixed.
    if ((event as { revision?: unknown }).revision === null) {
      return snapshot.context.revisionFix !== null;
    }
    // A declined merchant sees only the status page; no step ends there.
    return !(facts.onboardingStatus === 'INELIGIBLE' && event.type.endsWith('.done'));
  },
  oracles: [
    {
      source: 'doc 1 §2 Route chosen from user state',
      name: 'the path shown is one the routing rules keep for the session',
      check: ({ snapshot }) => {
        const { facts, route } = snapshot.context;
        if (facts.booting) return undefined;
        const moved = resolveRedirect({ pathname: route, ...facts });
        return moved === null ? null : `shown ${route}, the rules move it to ${moved}`;
      },
    },
    {
      source: 'docs/architecture.md §2',
      name: "the path shown is a path of the state's page",
      check: ({ snapshot }) => {
        const page = pageOf(snapshot.value);
        if (page === 'reading') return undefined;
        const { route, facts } = snapshot.context;
        // A logged-out visitor may read the maintenance page and the other open pages.
        const routePage = pageOfRoute(route);
        if (page === 'signedOut' && facts.userState === 'LOGGED_OUT' && routePage !== 'lead')
          return undefined;
        return routePage === page ? null : `${page} shows ${route}`;
      },
    },
    {
      source: 'docs/architecture.md §2',
      name: "a step's actor runs exactly while its page shows",
      check: ({ snapshot }) => {
        const running = Object.keys(snapshot.children).filter((id) => !id.endsWith('Facts'));
        const step = STEP_OF_PAGE[pageOf(snapshot.value)];
        const expected = step ? [step] : [];
        return JSON.stringify(running) === JSON.stringify(expected)
          ? null
          : `on ${pageOf(snapshot.value)}: running ${running}, expected ${expected}`;
      },
    },
    {
      source: 'decision 0265',
      name: 'a flagged item opened from the status page is fixed on a step page',
      check: ({ snapshot }) => {
        const fix = snapshot.context.revisionFix;
        if (fix === null) return undefined;
        return STEP_PAGES.has(pageOf(snapshot.value))
          ? null
          : `fixing ${fix} on ${pageOf(snapshot.value)}`;
      },
    },
    {
      source: 'decision 0265',
      name: 'a step opened from the request for changes returns to the status page when its save ends, unless the answer says the request closed',
      check: ({ snapshot, events }) => {
        const fixedBefore = events.length > 1 ? lastFix : null;
        lastFix = snapshot.context.revisionFix;
        const event = events.at(-1)!;
        if (fixedBefore === null || !STEP_END_TYPES.has(event.type)) return undefined;
        const { route } = snapshot.context;
        const answered = (event as { formCompletedState?: JourneyFacts['formCompletedState'] })
          .formCompletedState;
        const facts = {
          ...snapshot.context.facts,
          ...(answered ? { formCompletedState: answered } : {}),
        };
        if ((event as { revision?: unknown }).revision === null) {
          return route !== APP_ROUTES.status && lastFix === null
            ? null
            : `after the request closed: ${route}, fixing ${lastFix}`;
        }
        // The status page once the rules keep it for the forms the save answered.
        if (resolveRedirect({ pathname: APP_ROUTES.status, ...facts }) !== null) return undefined;
        return route === APP_ROUTES.status && lastFix === null
          ? null
          : `${event.type} while fixing ${fixedBefore}: shown ${route}`;
      },
    },
  ],
};

describe('journey machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('journey', [model]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 120_000);

  it('moves from the bank step to customer support, then to the status page, each with a new history entry', async () => {
    const run = await replay(model, [
      changed(postLead(atBank)),
      primarySaved(true, atBank),
      { type: 'bank.done', formCompletedState: banked } as EventObject,
      { type: 'customerSupport.done', formCompletedState: allDone } as EventObject,
    ]);
    expect(run.reached.map((s) => s.value)).toEqual([
      { payment: 'primary' },
      { payment: 'secondary' },
      'customerSupport',
      'status',
    ]);
    expect(run.reached.at(-1)?.context).toMatchObject({ route: APP_ROUTES.status, move: 'push' });
  });

  it('refuses a typed step the forms have not reached and shows the step they reach', async () => {
    const run = await replay(model, [changed(postLead(business)), typed(APP_ROUTES.status)]);
    expect(run.reached.at(-1)?.context).toMatchObject({
      route: APP_ROUTES.companyInformation,
      move: 'replace',
    });
  });

  it('opens a flagged company field from the status page and returns there when it is saved', async () => {
    const run = await replay(model, [
      changed(postLead(allDone)),
      openItem('companyInformation'),
      { type: 'businessDetails.saved', formCompletedState: allDone } as EventObject,
    ]);
    expect(run.reached.map((s) => s.value)).toEqual([
      'status',
      { businessDetails: 'companyInformation' },
      'status',
    ]);
    expect(run.reached[1]?.context).toMatchObject({
      route: APP_ROUTES.companyInformation,
      move: 'push',
      revisionFix: 'companyInformation',
    });
    expect(run.reached.at(-1)?.context).toMatchObject({
      route: APP_ROUTES.status,
      move: 'push',
      revisionFix: null,
    });
  });

  it('opens the flagged bank account on its own step and returns after its save, not to the next step', async () => {
    const primary = await replay(model, [
      changed(postLead(allDone)),
      openItem('primaryBank'),
      primarySaved(true, allDone),
    ]);
    expect(primary.reached.map((s) => s.value)).toEqual([
      'status',
      { payment: 'primary' },
      'status',
    ]);
    const secondary = await replay(model, [
      changed(postLead(allDone)),
      openItem('secondaryBank'),
      { type: 'bank.done', formCompletedState: allDone } as EventObject,
    ]);
    expect(secondary.reached.map((s) => s.value)).toEqual([
      'status',
      { payment: 'secondary' },
      'status',
    ]);
  });

  it('returns from customer support to the status page', async () => {
    const run = await replay(model, [
      changed(postLead(allDone)),
      openItem('customerSupport'),
      { type: 'customerSupport.done', formCompletedState: allDone } as EventObject,
    ]);
    expect(run.reached.at(-1)?.value).toBe('status');
  });

  it('goes on as before once a save answers that no request is open, or after another page', async () => {
    const closed = await replay(model, [
      changed(postLead(allDone)),
      openItem('companyInformation'),
      { type: 'businessDetails.saved', formCompletedState: allDone, revision: null } as EventObject,
    ]);
    expect(closed.reached.at(-1)?.value).not.toBe('status');
    expect(closed.reached.at(-1)?.context).toMatchObject({ revisionFix: null });
    const typedAway = await replay(model, [
      changed(postLead(allDone)),
      openItem('companyInformation'),
      typed(APP_ROUTES.customerSupport),
      { type: 'customerSupport.done', formCompletedState: allDone } as EventObject,
    ]);
    expect(typedAway.reached.at(-1)?.value).toBe('status');
    expect(typedAway.reached[2]?.context).toMatchObject({ revisionFix: null });
  });

  it('counts the flags a step answered before the session hears them back', async () => {
    const run = await replay(model, [changed(postLead(atBank)), primarySaved(false, banked)]);
    expect(run.reached.at(-1)?.value).toBe('customerSupport');
    expect(run.reached.at(-1)?.context).toMatchObject({ facts: { formCompletedState: banked } });
  });
});
