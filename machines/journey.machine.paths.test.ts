/**
 * Model-based path tests of the journey (docs/architecture.md §6): paths generated from the REAL
 * machine over session changes, typed paths and step ends, replayed on a running actor, compared
 * step by step, and required to cover every state and transition. The oracle checks that the path
 * shown is always one the routing rules of doc 1 §2 keep for the session.
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { APP_ROUTES } from '../domain/routing/app-routes';
import { resolveRedirect } from '../domain/routing/resolve-redirect';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import { journeyMachine, type JourneyContext, type JourneyFacts } from './journey.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from './path-coverage.test-support';

const none = emptyFormCompletedState();
const base: JourneyFacts = {
  booting: false,
  signInInProgress: false,
  userState: 'LOGGED_OUT',
  formCompletedState: none,
  onboardingStatus: null,
  isEligibleForCashPay: false,
  email: '',
};
const booting: JourneyFacts = {
  ...base,
  booting: true,
  signInInProgress: true,
  userState: 'INITIAL',
};
const preLead: JourneyFacts = { ...base, userState: 'PRE_LEAD' };
const business = { ...none, storeForm: true };
const atBank = {
  ...business,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
};
const postLead = (formCompletedState: JourneyFacts['formCompletedState']): JourneyFacts => ({
  ...base,
  userState: 'POST_LEAD',
  formCompletedState,
});
const declined: JourneyFacts = { ...postLead(atBank), onboardingStatus: 'INELIGIBLE' };
const changed = (facts: JourneyFacts) => ({ type: 'session.changed', facts });
/** A step's code and start, as the app's loader answers them: a step actor that does nothing. */
const stepLoaded = done('loadStep', { logic: fromCallback(() => undefined), input: undefined });
/** The business details actor, placed, showing `route`. */
const businessDetailsShows = (route: string) =>
  ({
    type: 'xstate.snapshot.businessDetails',
    snapshot: { matches: (value: string) => value === 'ready', context: { route } },
  }) as EventObject;
const typed = (pathname: string) => ({ type: 'location.changed', pathname });

const EVENTS: EventObject[] = [
  changed(base),
  changed(preLead),
  changed(postLead(business)),
  changed(postLead(atBank)),
  changed(postLead({ ...atBank, bankForm: true })),
  changed(postLead({ ...atBank, bankForm: true, customerServiceForm: true })),
  changed(declined),
  changed({ ...base, userState: 'AGENCY' }),
  typed(APP_ROUTES.cash),
  typed('/no-such-page'),
  businessDetailsShows(APP_ROUTES.storeDetails),
  businessDetailsShows(APP_ROUTES.bankInfo),
  stepLoaded,
  failed('loadStep', new TypeError('Failed to fetch dynamically imported module')),
  { type: 'step.retry' },
  { type: 'bank.done' },
  { type: 'customerSupport.done' },
  { type: 'status.ineligible' },
  { type: 'session.update', answer: { userState: 'POST_LEAD' } } as EventObject,
  { type: 'session.maintenance' },
];

const model: PathModel<JourneyContext> = {
  machine: journeyMachine,
  input: { facts: booting, pathname: APP_ROUTES.login },
  events: EVENTS,
  callIds: ['loadStep'],
  // The generated paths carry events as data; the loader's answer is a live step logic.
  drive: async (event, { network }) => {
    if (event.type !== stepLoaded.type) return false;
    network.answer('loadStep', { logic: fromCallback(() => undefined), input: undefined });
    await network.settle();
    return true;
  },
  comparable: ({ facts, route, move }) => ({ facts, route, move }),
  graphKey: ({ facts, route }) => ({
    userState: facts.userState,
    forms: facts.formCompletedState,
    route,
  }),
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
  ],
};

describe('journey machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('journey', [model]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 120_000);

  it('moves from the bank step to customer support, then to the status page', async () => {
    const run = await replay(model, [
      changed(postLead(atBank)),
      changed(postLead({ ...atBank, bankForm: true })),
      { type: 'bank.done' },
      changed(postLead({ ...atBank, bankForm: true, customerServiceForm: true })),
      { type: 'customerSupport.done' },
    ]);
    // The page each step ends on (a step page's own state is its step's loading or running).
    const visited = run.reached.map((s) =>
      typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0],
    );
    expect(visited).toEqual(['bank', 'bank', 'customerSupport', 'customerSupport', 'status']);
    expect(run.reached.at(-1)?.context).toMatchObject({ route: APP_ROUTES.status });
  });

  it('refuses a typed step the forms have not reached and shows the step they reach', async () => {
    const run = await replay(model, [changed(postLead(business)), typed(APP_ROUTES.status)]);
    expect(run.reached.at(-1)?.context).toMatchObject({ route: APP_ROUTES.companyInformation });
  });
});
