/**
 * Generated paths over the composed system (decision 0200): the paths are generated from the
 * journey chart, and each is replayed on the real session, flags, journey and step machines
 * together, with only the I/O at the app's boundary stood in for (stand-in-portal.test-support).
 * An event of a path is brought about the way it happens in the portal:
 *
 * - the session changes through the session actor's own events: its first read answered, a sign-in
 *   (captcha, e-mail, the sign-in link), a step's answer, a 401, the maintenance recheck;
 * - a step ends by the merchant filling and sending the step's form in the step's actor, the
 *   server answering with the forms, a field error or a user state;
 * - INELIGIBLE is pushed by the server to the open status stream;
 * - a typed path, Back and an accordion header are what the address bar and the view send.
 *
 * Each step is compared with the state the chart predicts, and the run must take every state and
 * transition of the journey. Per country; the record is the report's "journey (composed)" row.
 */
import { describe, expect, it } from 'vitest';
import { matchesState, type AnyActorRef, type EventObject, type StateValue } from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import { sectionOfPath, type BusinessSection } from '../../domain/business-details/accordion';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import {
  NO_SHORTFALLS,
  runPaths,
  settle,
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
  REVISION_EVENTS,
  TYPED_PATHS,
} from './journey-events.test-support';
import type { RevisionSection } from '../../domain/revision/revision-items';
import { journeyWithIO } from './journey-io';
import { journeyMachine, type JourneyContext, type JourneyFacts } from './journey.machine';
import {
  standInServer,
  startSessionAndFlags,
  type StandInServer,
} from './stand-in-portal.test-support';

const COUNTRIES: CountryCode[] = ['US', 'CA', 'AU', 'NZ', 'UK'];

const facts = (patch: Partial<JourneyFacts>): JourneyFacts => ({
  booting: false,
  signInInProgress: false,
  userState: 'LOGGED_OUT',
  formCompletedState: none,
  onboardingStatus: null,
  isEligibleForCashPay: false,
  cashPayMarket: true,
  email: '',
  ...patch,
});
const booting = facts({ booting: true, signInInProgress: true, userState: 'INITIAL' });
const postLead = (formCompletedState: JourneyFacts['formCompletedState'], more = {}) =>
  facts({ userState: 'POST_LEAD', formCompletedState, ...more });

/** The lead's sign-up answered: past the lead, its store form counts done (doc 1 §2). */
const signedUp = (userState: string) => ({
  type: 'xstate.done.actor.lead',
  output: { userState, formCompletedState: userState === 'POST_LEAD' ? business : none },
});

const SESSION_CHANGES = [
  facts({}),
  facts({ userState: 'PRE_LEAD' }),
  facts({ userState: 'WAIT_FOR_EMAIL' }),
  postLead(business),
  postLead(atBank),
  postLead(banked),
  postLead(allDone),
  postLead(allDone, { isEligibleForCashPay: true }),
  postLead(atBank, { onboardingStatus: 'INELIGIBLE' }),
  facts({ userState: 'AGENCY' }),
  facts({ userState: 'SQUARE_ONLY' }),
  postLead(business, { userState: 'MAINTENANCE_MODE' }),
  postLead(allDone, { userState: 'MAINTENANCE_MODE' }),
  postLead(allDone, { userState: 'MAINTENANCE_MODE', isEligibleForCashPay: true }),
];

/**
 * The session's changes in `country`: outside the US a merchant is never offered cash pay, however
 * the back office marked them (doc 1 §1; the server answers so), and /cash is not theirs.
 */
const sessionChangesIn = (country: CountryCode) =>
  SESSION_CHANGES.map((f) => ({
    ...f,
    isEligibleForCashPay: f.isEligibleForCashPay && country === 'US',
    cashPayMarket: country === 'US',
  }));

const EVENTS_BESIDE_SESSION = [
  ...TYPED_PATHS,
  signedUp('POST_LEAD'),
  signedUp('SQUARESPACE'),
  ...BUSINESS_DETAILS_EVENTS,
  ...LATER_STEP_EVENTS,
  ...REVISION_EVENTS,
  // The complete form's Continue: nothing new was saved.
  { type: 'bank.done', formCompletedState: null },
] as EventObject[];

const eventsIn = (country: CountryCode) =>
  [...sessionChangesIn(country).map(changed), ...EVENTS_BESIDE_SESSION] as EventObject[];

const SIGNED_OUT: ReadonlySet<string> = new Set([
  'LOGGED_OUT',
  'WAIT_FOR_EMAIL',
  'MAINTENANCE_MODE',
]);

/**
 * Whether the session actor can come to `to` from `from` by its own events, with the server
 * answering `to` (machines/session/session.machine.ts): a read answers anything; a sign-in or a step's
 * answer only what the session would take from it; a status once known stays known.
 */
function sessionCanChange(from: JourneyFacts, to: JourneyFacts): boolean {
  if (JSON.stringify(from) === JSON.stringify(to)) return false;
  if (from.booting) return true;
  const keepsStatus = to.onboardingStatus !== null || from.onboardingStatus === null;
  switch (from.userState) {
    case 'LOGGED_OUT':
      // The e-mail's check answers the merchant's state (a returning one, or the link mailed).
      return to.userState !== 'LOGGED_OUT' && to.userState !== 'MAINTENANCE_MODE';
    case 'WAIT_FOR_EMAIL':
      // The mailed link signs in; a 401 signs out.
      return !SIGNED_OUT.has(to.userState) || to.userState === 'LOGGED_OUT';
    case 'MAINTENANCE_MODE':
      // The recheck answers whatever the server says once maintenance is over.
      return to.userState !== 'MAINTENANCE_MODE' && keepsStatus;
    default:
      if (to.userState === 'LOGGED_OUT') return true;
      if (to.userState === 'WAIT_FOR_EMAIL') return false;
      // A step's answer in maintenance keeps the session's forms as they are.
      if (to.userState === 'MAINTENANCE_MODE') {
        return JSON.stringify({ ...from, userState: 'MAINTENANCE_MODE' }) === JSON.stringify(to);
      }
      return keepsStatus;
  }
}

/** The running composed system of the current replay. */
interface World {
  server: StandInServer;
  journey: AnyActorRef | null;
  session: AnyActorRef;
  flags: AnyActorRef;
  openBoot: () => void;
}

const journeyOf = (world: World) => {
  if (!world.journey) throw new Error('the journey is not running');
  return world.journey;
};

const child = (journey: AnyActorRef, id: string) => {
  const actor = journey.getSnapshot().children[id] as AnyActorRef | undefined;
  if (!actor) throw new Error(`the journey runs no ${id} actor`);
  return actor;
};

/** The session comes to `to` through its own events, the server answering `to`. */
async function changeSession(world: World, to: JourneyFacts) {
  const { server, session } = world;
  server.setUser({
    userState: to.userState,
    formCompletedState: to.formCompletedState,
    onboardingStatus: to.onboardingStatus,
    isEligibleForCashPay: to.isEligibleForCashPay,
  });
  const at = session.getSnapshot();
  const cashPay = journeyOf(world).getSnapshot().children.status?.getSnapshot().children.cashPay as
    AnyActorRef | undefined;
  if (
    to.userState === 'MAINTENANCE_MODE' &&
    cashPay?.getSnapshot().can({ type: 'cash.activate' })
  ) {
    // On /cash: the one-click activation is answered MAINTENANCE_MODE; cash pay tells the
    // status actor, which tells the journey, which tells the session (doc 2 §7).
    cashPay.send({ type: 'cash.activate' });
  } else if (at.matches('booting')) {
    world.openBoot();
  } else if (at.matches('loggedOut')) {
    session.send({ type: 'captcha.solved', payload: 'solved' });
    await settle();
    session.send({
      type: 'emailDraft.change',
      email: `ada.${server.country.toLowerCase()}@shop.example`,
    });
    session.send({ type: 'email.submit' });
  } else if (at.matches('waitingForEmail')) {
    if (to.userState === 'LOGGED_OUT') session.send({ type: 'session.unauthorized' });
    else session.send({ type: 'signInLink.open', token: 'mailed-token' });
  } else if (at.matches('maintenance')) {
    session.send({ type: 'maintenance.retry' });
  } else if (to.userState === 'LOGGED_OUT') {
    // The HTTP client's 401 (src/api): the session ends.
    session.send({ type: 'session.unauthorized' });
  } else {
    // A step's call answered the user state: the step tells the session through the journey.
    session.send({
      type: 'session.update',
      answer: {
        userState: to.userState,
        formCompletedState: to.formCompletedState,
        ...(to.onboardingStatus ? { onboardingStatus: to.onboardingStatus } : {}),
        isEligibleForCashPay: to.isEligibleForCashPay,
      },
    });
  }
  await settle();
  // The sign-in link's page asks the merchant to go on.
  if (session.getSnapshot().matches('signInLink')) {
    session.send({ type: 'signInLink.continue' });
  }
}

/** The merchant fills the lead's pages and sends it; the server signs up as `userState`. */
async function sendLead(world: World, journey: AnyActorRef, userState: UserState) {
  world.server.signUpAs(userState);
  const lead = child(journey, 'lead');
  const { email: _email, ...values } = world.server.merchant.lead;
  lead.send({ type: 'lead.change', values });
  for (let page = 0; page < 4; page += 1) {
    lead.send({ type: 'page.next' });
    await settle();
  }
}

/** The section's answers in the merchant's country. */
function sectionChanges(world: World, section: BusinessSection) {
  const m = world.server.merchant;
  if (section === 'companyInformation') return { companyInformation: m.companyInformation };
  if (section === 'storeDetails') return { storeDetails: m.storeDetails, locations: m.locations };
  return { owners: m.owners, agreementAccepted: true };
}

const FIELD_ERROR = { code: 'Required', error: 'Value Required' };
const ERRORS_IN: Record<BusinessSection, Record<string, Record<string, typeof FIELD_ERROR>>> = {
  companyInformation: { companyInformation: { businessName: FIELD_ERROR } },
  storeDetails: { storeDetails: { storeWebsite: FIELD_ERROR } },
  beneficialOwners: { owners: { bo_0_ssn: FIELD_ERROR } },
};

/** The merchant sends the section the journey shows. */
function submitOpenSection(world: World, journey: AnyActorRef) {
  const section = sectionOfPath(journey.getSnapshot().context.route) ?? 'companyInformation';
  child(journey, 'businessDetails').send({
    type: 'section.submit',
    section,
    changes: sectionChanges(world, section),
  });
}

/** The merchant types the primary bank into the manual form and sends it. */
function sendPrimaryBank(world: World, journey: AnyActorRef) {
  const bank = child(journey, 'bank');
  if (bank.getSnapshot().matches({ primary: 'linkOffer' })) bank.send({ type: 'manual.open' });
  bank.send({ type: 'primary.change', changes: { ...world.server.merchant.primaryBank } });
  bank.send({ type: 'primary.submit' });
}

/** The secondary step is skipped (sent empty, doc 1 §2), or the complete form's Continue. */
function finishBank(journey: AnyActorRef, continues: boolean) {
  child(journey, 'bank').send(continues ? { type: 'continue' } : { type: 'secondary.skip' });
}

/**
 * A reviewer asks for a change in `section`, pushed to the open status page, and the merchant
 * opens the item from the page's list: the status actor tells the journey.
 */
async function openFlaggedItem(world: World, journey: AnyActorRef, section: RevisionSection) {
  world.server.requestChanges(section);
  await settle();
  child(journey, 'status').send({ type: 'revision.openItem', key: world.server.itemOf(section) });
}

/** The step actor each page's state invokes, and the id of its real machine. */
const STEP_MACHINE_OF_PAGE: Partial<Record<string, { id: string; machine: string }>> = {
  lead: { id: 'lead', machine: 'lead' },
  businessDetails: { id: 'businessDetails', machine: 'businessDetails' },
  payment: { id: 'bank', machine: 'bank' },
  customerSupport: { id: 'customerSupport', machine: 'customerSupport' },
  status: { id: 'status', machine: 'status' },
  cash: { id: 'status', machine: 'status' },
};

/** The composed system of the replay running now (replays run one at a time). */
let world: World | null = null;

/** Checked after every step of every path, in every country. */
const ORACLES: PathModel<JourneyContext>['oracles'] = [
  {
    source: 'docs/architecture.md §2',
    name: "the session and the journey agree: the journey's facts are the session's",
    check: ({ snapshot }) => {
      const session = world!.session.getSnapshot();
      const { userState, formCompletedState } = snapshot.context.facts;
      const told = session.context as { userState: string; formCompletedState: object };
      if (snapshot.context.facts.onboardingStatus === 'INELIGIBLE') return undefined;
      return userState === told.userState &&
        JSON.stringify(formCompletedState) === JSON.stringify(told.formCompletedState)
        ? null
        : `journey ${userState} ${JSON.stringify(formCompletedState)}, session ${told.userState}`;
    },
  },
  {
    source: 'docs/architecture.md §2',
    name: "a step's actor runs exactly while its page shows, and is the real step machine",
    check: ({ snapshot }) => {
      const page =
        typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
      const running = Object.keys(snapshot.children).filter((id) => !id.endsWith('Facts'));
      const step = STEP_MACHINE_OF_PAGE[page];
      if (!step) return running.length === 0 ? null : `on ${page}: ${running.join(', ')} run`;
      const machine = (snapshot.children[step.id] as AnyActorRef | undefined)?.getSnapshot()
        .machine;
      return running.length === 1 && machine?.id === step.machine
        ? null
        : `on ${page}: running ${running.join(', ')}, expected ${step.id} (${step.machine})`;
    },
  },
];

function modelOf(country: CountryCode): PathModel<JourneyContext> {
  // One server per country, made afresh for each replay; Canada asks no secondary bank.
  const secondaryBank = country !== 'CA';
  const server = standInServer(country, {}, { secondaryBank });
  return {
    machine: journeyMachine,
    input: { facts: booting, pathname: APP_ROUTES.login },
    inputOfRun: (clock) => {
      world?.session.stop();
      world?.flags.stop();
      server.reset();
      const openBoot = server.holdBoot();
      const { session, flags, input } = startSessionAndFlags(server, APP_ROUTES.login, clock);
      world = { server, journey: null, session, flags, openBoot };
      return input;
    },
    events: eventsIn(country),
    provide: () => journeyWithIO(server.io),
    drive: async (event, { actor }) => {
      const w = world!;
      w.journey = actor;
      const e = event as EventObject & {
        facts: JourneyFacts;
        output: { userState: UserState };
        formCompletedState: FormCompletedState | null;
        section: BusinessSection & RevisionSection;
        step: 'primary' | 'secondary';
        revision?: null;
      };
      switch (event.type) {
        case 'session.changed':
          await changeSession(w, e.facts);
          break;
        case 'xstate.done.actor.lead':
          await sendLead(w, actor, e.output.userState);
          break;
        case 'businessDetails.saved':
          w.server.answerNextSave({
            formCompletedState: e.formCompletedState!,
            ...(e.revision === null ? { revision: null } : {}),
          });
          submitOpenSection(w, actor);
          break;
        case 'revision.openItem':
          await openFlaggedItem(w, actor, e.section);
          break;
        case 'businessDetails.fieldErrors':
          w.server.answerNextSave({ validation_errors: ERRORS_IN[e.section] });
          submitOpenSection(w, actor);
          break;
        case 'bank.primarySaved':
          w.server.answerNextSave({ formCompletedState: e.formCompletedState! });
          sendPrimaryBank(w, actor);
          break;
        case 'bank.edit':
          child(actor, 'bank').send({ type: `${e.step}.edit` });
          break;
        case 'bank.done':
          if (e.formCompletedState) {
            w.server.answerNextSave({ formCompletedState: e.formCompletedState! });
          }
          finishBank(actor, e.formCompletedState === null);
          break;
        case 'customerSupport.done':
          w.server.answerNextSave({ formCompletedState: e.formCompletedState! });
          child(actor, 'customerSupport').send({
            type: 'support.change',
            values: w.server.merchant.customerSupport,
          });
          child(actor, 'customerSupport').send({ type: 'support.submit' });
          break;
        case 'status.ineligible':
          w.server.pushStatus('INELIGIBLE');
          break;
        default:
          // What the address bar and the views send the journey.
          actor.send(event);
      }
      return true;
    },
    comparable: ({ facts, route, move, asked, revisionFix }) => ({
      // The country is the session's once signed in; signed out it plays no part in the route.
      facts: {
        ...facts,
        email: undefined,
        booting: undefined,
        signInInProgress: undefined,
        cashPayMarket: undefined,
      },
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
      const { facts: now } = snapshot.context;
      // The status page lists the items of a request; a declined merchant has none, and a
      // secondary bank is flagged only where one is asked (doc 2 §4).
      if (event.type === 'revision.openItem') {
        const section = (event as unknown as { section: RevisionSection }).section;
        return (
          snapshot.value === 'status' &&
          now.onboardingStatus !== 'INELIGIBLE' &&
          !now.booting &&
          (section !== 'secondaryBank' || secondaryBank)
        );
      }
      // A save answering that the request closed comes while one is being fixed.
      if ((event as { revision?: unknown }).revision === null) {
        return snapshot.context.revisionFix !== null;
      }
      // A saved step is reopened from its heading: the primary once saved, the secondary once
      // the form is complete and where it is asked (the bank actor allows no other).
      if (event.type === 'bank.edit') {
        const step = (event as unknown as { step: string }).step;
        const at = (value: StateValue) => matchesState(value, snapshot.value as StateValue);
        if (at({ payment: 'complete' })) return step === 'primary' || secondaryBank;
        return at({ payment: 'secondary' }) && step === 'primary';
      }
      // Continue is the complete form's; a save's answer carries the forms.
      if (event.type === 'bank.done') {
        const continues =
          (event as unknown as { formCompletedState: unknown }).formCompletedState === null;
        return continues === matchesState({ payment: 'complete' }, snapshot.value as never);
      }
      // The bank actor asks for the secondary step where the merchant's country and channel do.
      if (event.type === 'bank.primarySaved') {
        return (event as unknown as { secondaryShown: boolean }).secondaryShown === secondaryBank;
      }
      if (event.type === 'session.changed') {
        return sessionCanChange(now, (event as unknown as { facts: JourneyFacts }).facts);
      }
      // The sessions' first read comes before anything else happens.
      if (now.booting) return false;
      // A declined merchant sees only the status page; no step ends there.
      return !(now.onboardingStatus === 'INELIGIBLE' && event.type.endsWith('.done'));
    },
    oracles: ORACLES,
  };
}

describe('the composed journey: generated paths on the real session, journey and step machines', () => {
  it('every path, in every country, reaches step by step what the chart predicts, and together they take every state and transition', async () => {
    const result = await runPaths('journey (composed)', COUNTRIES.map(modelOf));
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 600_000);
});
