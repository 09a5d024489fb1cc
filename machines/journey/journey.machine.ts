/**
 * The merchant's journey (docs/architecture.md §2): its states are the steps in the order a
 * merchant takes them, signed out → lead → business details → payment → customer support →
 * status (and cash pay), with the block and platform pages beside them. Each step's state invokes
 * the step's machine, so a step's actor runs exactly while its page shows; the step's end is an
 * event of that actor, and the transition it takes is the next step.
 *
 * `resume` decides where a merchant lands (a returning one, or one whose session changed): the
 * path asked for when the rules keep it, otherwise the rows of doc 1 §2 "Route chosen from user
 * state" and "Post-lead step routing by completed forms", as named guards, in order. A path typed
 * in the address bar, Back and Forward arrive as `location.changed`: another page is asked for
 * through `resume`, which accepts or corrects it. The address bar shows `context.route`
 * (src/app/address-bar.tsx, the one place it is written).
 *
 * A request for changes (decision 0265): the status page's actor, which reads the open request
 * from the status context, sends `revision.openItem` when the merchant opens a flagged item; the
 * journey shows the step holding it and keeps `revisionFix` while the merchant is on the step
 * pages, so the step's save returns to the status page instead of going on. A save's answer
 * saying no request is open any more (`revision: null`) ends it, as does any other page.
 */
import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { onboardingLinkGenerationOn } from '../../domain/flags/flag-rules';
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { bankMachine } from '../bank/bank.machine';
import { statusMachine } from '../status/status.machine';
import { customerSupportMachine } from '../customer-support/customer-support.machine';
import { leadMachine, type SignupAnswer } from '../lead/lead.machine';
import { businessDetailsMachine } from '../business-details/business-details.machine';
import {
  decideRoute,
  factsOfSession,
  pageOfRoute,
  type JourneyFacts,
  type Page,
} from './journey-facts';
import * as rows from './journey-rules';
import type {
  FlagsRef,
  JourneyContext,
  JourneyEvent,
  JourneyInput,
  RouteMove,
} from './journey-types';
import {
  BUSINESS_SECTIONS,
  canOpenSection,
  SECTION_ROUTES,
  sectionForPath,
  sectionOfPath,
  type BusinessSection,
} from '../../domain/business-details/accordion';
import { placeAfterSave } from '../../domain/business-details/section-save';
import type { RevisionSection } from '../../domain/revision/revision-items';

type AnswerForms = { formCompletedState?: FormCompletedState | null };

/** The section the journey shows (the path's), if any. */
const openSectionOf = (context: JourneyContext) => sectionOfPath(context.route);

/**
 * One transition into each business details section, in their order (doc 1 §2): taken when
 * `guard` holds of that section; the address bar follows as `move` says.
 */
const intoEachSection = (
  guard: 'sectionMayOpen' | 'asksSectionThatMayOpen' | 'savedInto' | 'errorsIn',
  move: RouteMove,
  before: readonly 'takeForms'[] = [],
) =>
  BUSINESS_SECTIONS.map(
    (section) =>
      ({
        guard: { type: guard, params: { section } },
        target: `.${section}`,
        actions: [...before, { type: 'moveTo', params: { move } }],
      }) as const,
  );

export { decideRoute, factsOfSession, pageOfRoute, type JourneyFacts } from './journey-facts';
export type { SessionRef } from './journey-facts';
export type { JourneyContext, JourneyEvent, JourneyInput, RouteMove } from './journey-types';

/** The facts with what a step's answer changed, before the session hears it back. */
const withAnswer = (
  facts: JourneyFacts,
  answer: { userState?: JourneyFacts['userState']; formCompletedState?: FormCompletedState | null },
): JourneyFacts => ({
  ...facts,
  ...(answer.userState ? { userState: answer.userState } : {}),
  ...(answer.formCompletedState ? { formCompletedState: answer.formCompletedState } : {}),
});

const asked = ({ context }: { context: JourneyContext }) => ({
  facts: context.facts,
  asked: context.asked,
});

/** Leave the page when the session no longer keeps its path (judged from the path shown). */
const leaveWhenRefused = {
  guard: 'pathRefused',
  target: '#journey.resume',
  actions: 'askForShown',
} as const;

/** A step ended: the next page is asked for, with a new history entry. */
const next = (route: string) => ({ type: 'askNext', params: { route } }) as const;

/**
 * A step opened from the status page's request for changes was saved while the request is open:
 * the merchant goes back to the list (decision 0265) rather than on to the next step.
 */
const backToRequest = {
  guard: 'fixesRequest',
  target: '#journey.status',
  actions: ['passFormsToSession', 'takeForms', next(APP_ROUTES.status)],
} as const;

/** The same for a business details section, whose actor tells the session itself. */
const sectionBackToRequest = {
  ...backToRequest,
  actions: ['takeForms', next(APP_ROUTES.status)],
} as const;

/** The bank form is complete: customer support follows (a merchant past the lead may open any step). */
const toCustomerSupport = {
  target: '#journey.customerSupport',
  actions: ['passFormsToSession', 'takeForms', next(APP_ROUTES.customerSupport)],
} as const;

export const journeyMachine = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
  },
  actors: {
    /**
     * Sends `session.changed` with the session as it is when the journey starts, then at every
     * change: the session may have been read before the journey started (decision 0190).
     */
    sessionFacts: fromCallback<JourneyEvent, { session: JourneyInput['session'] | null }>(
      ({ input, sendBack }) => {
        if (!input.session) return undefined;
        sendBack({ type: 'session.changed', facts: factsOfSession(input.session.getSnapshot()) });
        const subscription = input.session.subscribe((snapshot) =>
          sendBack({ type: 'session.changed', facts: factsOfSession(snapshot) }),
        );
        return () => subscription.unsubscribe();
      },
    ),
    /** Sends `flags.changed` once the feature flags are read (defaults when they cannot be). */
    flagsFacts: fromCallback<JourneyEvent, { flags: FlagsRef | null }>(({ input, sendBack }) => {
      if (!input.flags) return undefined;
      const tell = (snapshot: ReturnType<FlagsRef['getSnapshot']>) => {
        if (snapshot.status === 'done') {
          sendBack({ type: 'flags.changed', flags: snapshot.context.flags });
        }
      };
      tell(input.flags.getSnapshot());
      const subscription = input.flags.subscribe(tell);
      return () => subscription.unsubscribe();
    }),
    lead: leadMachine,
    businessDetails: businessDetailsMachine,
    bank: bankMachine,
    customerSupport: customerSupportMachine,
    status: statusMachine,
  },
  actions: {
    /** The path a page's state shows: the one asked for, or the one the rules correct it to. */
    show: assign(({ context }) => ({ route: decideRoute(context.facts, context.asked) })),
    /** The session changed under the page: the path shown is asked for again. */
    askForShown: assign(({ context }) => ({ asked: context.route, move: 'replace' as const })),
    /** A step ended: the next page is asked for, with a new history entry. */
    askNext: assign((_, params: { route: string }) => ({
      asked: params.route,
      move: 'push' as const,
    })),
    /** The session learns a step's answer; the journey counts it at once. */
    takeAnswer: assign(({ context, event }) => ({
      facts: withAnswer(context.facts, (event as { output?: SignupAnswer }).output ?? {}),
    })),
    /** The lead's answer goes to the session once the journey has moved on (the route is the step's). */
    passAnswerToSession: enqueueActions(({ context, event, enqueue }) => {
      const answer = (event as { output?: SignupAnswer }).output;
      if (answer && context.session) {
        enqueue.sendTo(context.session, { type: 'session.update', answer: answer as never });
      }
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
    /**
     * The flags a step answered count at once (the session confirms them a moment later); an
     * answer saying no request for changes is open any more ends the return to the status page.
     */
    takeForms: assign(({ context, event }) => ({
      facts: withAnswer(context.facts, event as { formCompletedState?: FormCompletedState | null }),
      revisionFix: (event as { revision?: unknown }).revision === null ? null : context.revisionFix,
    })),
    /** A section shows: its path, and the business details actor's open form. */
    openSection: enqueueActions(({ enqueue }, params: { section: BusinessSection }) => {
      enqueue.assign({
        route: SECTION_ROUTES[params.section],
        asked: SECTION_ROUTES[params.section],
      });
      // By id: the business details actor of this entry, started in the same step as the section.
      enqueue.sendTo('businessDetails', { type: 'section.show', section: params.section });
    }),
    /** A bank step shows: the bank actor edits it (or shows the complete form's summary). */
    // By id, as the section: the bank actor of this entry, started in the same step.
    showBankStep: sendTo('bank', (_, params: { step: 'primary' | 'secondary' | 'summary' }) => ({
      type: 'step.show' as const,
      step: params.step,
    })),
    /** How the address bar follows the section now shown. */
    moveTo: assign((_, params: { move: RouteMove }) => ({ move: params.move })),
    /** The merchant opened a flagged item's step from the status page: its save comes back. */
    fixRevisionItem: assign(({ event }) => {
      const opened = event as { section: RevisionSection; route: string };
      return { revisionFix: opened.section, asked: opened.route, move: 'push' as const };
    }),
    /** A page that holds no flagged item shows (the status page among them): a later save goes on. */
    forgetRevisionFix: assign({ revisionFix: null }),
    /** A save answered that no request is open any more (sent, withdrawn, closed). */
    takeRevisionAnswer: assign(({ context, event }) => {
      const answer = (event as { answer?: { revision?: unknown } }).answer;
      return answer?.revision === null
        ? { revisionFix: null }
        : { revisionFix: context.revisionFix };
    }),
  },
  guards: {
    read: ({ context }) => !context.facts.booting && context.flags !== null,
    pathRefused: ({ context }) => decideRoute(context.facts, context.route) !== context.route,
    asksAnotherPath: ({ context, event }) =>
      event.type === 'location.changed' && normalisePathname(event.pathname) !== context.route,
    keepsAsked: ({ context }, params: { page: Page }) =>
      rows.keepsAsked(asked({ context }), params.page),
    hasNoPage: ({ context }) => rows.hasNoPage(asked({ context })),
    waitsForEmail: ({ context }) => rows.waitsForEmail(asked({ context })),
    declined: ({ context }) => rows.declined(asked({ context })),
    leadNotSent: ({ context }) => rows.leadNotSent(asked({ context })),
    onPlatform: ({ context }) => rows.onPlatform(asked({ context })),
    inMaintenance: ({ context }) => rows.inMaintenance(asked({ context })),
    turnedAway: ({ context }) => rows.turnedAway(asked({ context })),
    businessFormsOpen: ({ context }) => rows.businessFormsOpen(asked({ context })),
    bankFormOpen: ({ context }) => rows.bankFormOpen(asked({ context })),
    customerServiceFormOpen: ({ context }) => rows.customerServiceFormOpen(asked({ context })),
    cashPayFormOwed: ({ context }) => rows.cashPayFormOwed(asked({ context })),
    /** The lead's sign-up answered POST_LEAD: the business details come next. */
    /**
     * The next step's page is kept by the rules once the step's answer counts: a step's end moves
     * on to it; otherwise resume decides (a declined merchant, a platform's page).
     */
    nextKept: ({ context, event }, params: { route: string }) => {
      const answer = (event as { output?: SignupAnswer }).output ?? (event as SignupAnswer);
      const facts = withAnswer(context.facts, answer);
      return pageOfRoute(decideRoute(facts, params.route)) === pageOfRoute(params.route);
    },
    /** Customer support saved, the cash pay form is still owed (doc 1 §2, decision 0060). */
    cashPayFormNowOwed: ({ context, event }) =>
      rows.cashPayFormOwed({
        facts: withAnswer(context.facts, event as { formCompletedState?: FormCompletedState }),
        asked: APP_ROUTES.status,
      }),
    /** doc 1 §2: the section's last path segment opens it when it may, else the first incomplete. */
    arrivesAt: ({ context }, params: { section: BusinessSection }) =>
      sectionForPath(context.route, context.facts.formCompletedState) === params.section,
    sectionMayOpen: ({ context, event }, params: { section: BusinessSection }) =>
      event.type === 'section.open' &&
      event.section === params.section &&
      canOpenSection(params.section, openSectionOf(context), context.facts.formCompletedState),
    asksSectionThatMayOpen: ({ context, event }, params: { section: BusinessSection }) =>
      event.type === 'location.changed' &&
      normalisePathname(event.pathname) === SECTION_ROUTES[params.section] &&
      decideRoute(context.facts, SECTION_ROUTES[params.section]) ===
        SECTION_ROUTES[params.section] &&
      canOpenSection(params.section, openSectionOf(context), context.facts.formCompletedState),
    /** The three business forms are done: the bank step is next (doc 1 §2). */
    businessDetailsComplete: ({ context, event }) =>
      placeAfterSave(withAnswer(context.facts, event as AnswerForms).formCompletedState).route ===
      APP_ROUTES.bankInfo,
    savedInto: ({ context, event }, params: { section: BusinessSection }) =>
      placeAfterSave(withAnswer(context.facts, event as AnswerForms).formCompletedState).section ===
      params.section,
    /** doc 1 §2: a complete bank form shows its summary, with Continue to customer service. */
    bankFormDone: ({ context }) => context.facts.formCompletedState.bankForm === true,
    /** The bank actor said the secondary step follows the saved primary (doc 2 §4). */
    secondaryFollows: ({ event }) => event.type === 'bank.primarySaved' && event.secondaryShown,
    editsBankStep: ({ event }, params: { step: 'primary' | 'secondary' }) =>
      event.type === 'bank.edit' && event.step === params.step,
    errorsIn: ({ event }, params: { section: BusinessSection }) =>
      event.type === 'businessDetails.fieldErrors' && event.section === params.section,
    /**
     * The step was opened from the request for changes, the save's answer does not say the
     * request closed (decision 0265), and the rules keep the status page.
     */
    fixesRequest: ({ context, event }) => {
      if (context.revisionFix === null) return false;
      if ((event as { revision?: unknown }).revision === null) return false;
      const facts = withAnswer(context.facts, event as AnswerForms);
      return decideRoute(facts, APP_ROUTES.status) === APP_ROUTES.status;
    },
    /** The flagged item opened from the status page is a bank account's: its step opens. */
    fixesBankStep: ({ context }, params: { section: RevisionSection }) =>
      context.revisionFix === params.section,
  },
}).createMachine({
  id: 'journey',
  context: ({ input }) => ({
    facts: input.facts,
    flags: input.flags ? null : DEFAULT_FEATURE_FLAGS,
    asked: normalisePathname(input.pathname),
    route: normalisePathname(input.pathname),
    search: input.search ?? '',
    move: 'replace',
    session: input.session ?? null,
    flagsActor: input.flags ?? null,
    revisionFix: null,
  }),
  invoke: [
    {
      id: 'sessionFacts',
      src: 'sessionFacts',
      input: ({ context }) => ({ session: context.session }),
    },
    {
      id: 'flagsFacts',
      src: 'flagsFacts',
      input: ({ context }) => ({ flags: context.flagsActor }),
    },
  ],
  on: {
    'session.changed': { actions: assign({ facts: ({ event }) => event.facts }) },
    'flags.changed': { actions: assign({ flags: ({ event }) => event.flags }) },
    // A typed path, Back or Forward to another page: asked through resume.
    'location.changed': {
      guard: 'asksAnotherPath',
      target: '.resume',
      actions: assign(({ event }) => ({
        asked: normalisePathname(event.pathname),
        search: event.search ?? '',
        move: 'replace' as const,
        revisionFix: null,
      })),
    },
    'session.update': { actions: ['takeRevisionAnswer', 'tellSession'] },
    'session.maintenance': { actions: 'tellSession' },
  },
  initial: 'reading',
  states: {
    /** The session and the feature flags are being read. */
    reading: {
      always: { guard: 'read', target: 'resume' },
    },
    /** Where the merchant lands: the path asked for if kept, else doc 1 §2's rows in order. */
    resume: {
      always: [
        { guard: { type: 'keepsAsked', params: { page: 'signedOut' } }, target: 'signedOut' },
        { guard: { type: 'keepsAsked', params: { page: 'lead' } }, target: 'lead' },
        {
          guard: { type: 'keepsAsked', params: { page: 'businessDetails' } },
          target: 'businessDetails',
        },
        { guard: { type: 'keepsAsked', params: { page: 'payment' } }, target: 'payment' },
        {
          guard: { type: 'keepsAsked', params: { page: 'customerSupport' } },
          target: 'customerSupport',
        },
        { guard: { type: 'keepsAsked', params: { page: 'status' } }, target: 'status' },
        { guard: { type: 'keepsAsked', params: { page: 'cash' } }, target: 'cash' },
        { guard: { type: 'keepsAsked', params: { page: 'elsewhere' } }, target: 'elsewhere' },
        { guard: 'hasNoPage', target: 'signedOut' },
        { guard: 'waitsForEmail', target: 'signedOut' },
        { guard: 'declined', target: 'status' },
        { guard: 'leadNotSent', target: 'lead' },
        { guard: 'onPlatform', target: 'blocked.platform' },
        { guard: 'inMaintenance', target: 'blocked.maintenance' },
        { guard: 'turnedAway', target: 'blocked.turnedAway' },
        { guard: 'businessFormsOpen', target: 'businessDetails' },
        { guard: 'bankFormOpen', target: 'payment' },
        { guard: 'customerServiceFormOpen', target: 'customerSupport' },
        { guard: 'cashPayFormOwed', target: 'cash' },
        { target: 'status' },
      ],
    },
    /** The login page, the check e-mail page and the mailed sign-in link's page. */
    signedOut: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
    },
    /** The lead form (doc 1 §2 "Lead form"), its pages in the lead actor. */
    lead: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
      invoke: {
        id: 'lead',
        systemId: ACTOR_NAMES.lead,
        src: 'lead',
        input: ({ context }) => ({ email: context.facts.email, search: context.search }),
        onDone: [
          {
            guard: { type: 'nextKept', params: { route: APP_ROUTES.onboarding } },
            target: 'businessDetails',
            actions: ['takeAnswer', next(APP_ROUTES.onboarding), 'passAnswerToSession'],
          },
          {
            target: 'resume',
            actions: ['takeAnswer', next(APP_ROUTES.lead), 'passAnswerToSession'],
          },
        ],
      },
    },
    /** Company information, store details and owners (doc 1 §2 "Onboarding accordion"). */
    businessDetails: {
      entry: 'show',
      always: leaveWhenRefused,
      invoke: {
        id: 'businessDetails',
        systemId: ACTOR_NAMES.businessDetails,
        src: 'businessDetails',
        input: ({ context }) => ({
          email: context.facts.email,
          linkGeneration: onboardingLinkGenerationOn(context.flags ?? DEFAULT_FEATURE_FLAGS),
        }),
      },
      on: {
        // The merchant opens a section (doc 1 §2: a section opens if it is complete, or if its
        // prerequisites are met and the open section is a prior one); Back returns to the last.
        'section.open': intoEachSection('sectionMayOpen', 'push'),
        // A section typed or gone back to opens when it may; otherwise the bar is corrected.
        'location.changed': intoEachSection('asksSectionThatMayOpen', 'replace'),
        // A section saved: the next incomplete one, or the bank step once all three are done.
        'businessDetails.saved': [
          sectionBackToRequest,
          {
            guard: 'businessDetailsComplete',
            target: 'payment',
            actions: ['takeForms', next(APP_ROUTES.bankInfo)],
          },
          ...intoEachSection('savedInto', 'push', ['takeForms']),
        ],
        // doc 2 §2: a save answered with field errors opens the first section holding one.
        'businessDetails.fieldErrors': intoEachSection('errorsIn', 'push'),
      },
      initial: 'arriving',
      states: {
        /** doc 1 §2: the path's last segment opens its section when it may, else the first incomplete. */
        arriving: {
          always: [
            {
              guard: { type: 'arrivesAt', params: { section: 'companyInformation' } },
              target: 'companyInformation',
            },
            {
              guard: { type: 'arrivesAt', params: { section: 'storeDetails' } },
              target: 'storeDetails',
            },
            {
              guard: { type: 'arrivesAt', params: { section: 'beneficialOwners' } },
              target: 'beneficialOwners',
            },
          ],
        },
        companyInformation: {
          entry: { type: 'openSection', params: { section: 'companyInformation' } },
        },
        storeDetails: { entry: { type: 'openSection', params: { section: 'storeDetails' } } },
        beneficialOwners: {
          entry: { type: 'openSection', params: { section: 'beneficialOwners' } },
        },
      },
    },
    /** Primary and secondary bank (doc 1 §2 "Bank linking"). */
    payment: {
      entry: 'show',
      always: leaveWhenRefused,
      invoke: { id: 'bank', systemId: ACTOR_NAMES.bank, src: 'bank' },
      on: {
        // A saved step reopened from its heading (the bank actor allows only those it shows).
        'bank.edit': [
          { guard: { type: 'editsBankStep', params: { step: 'primary' } }, target: '.primary' },
          {
            guard: { type: 'editsBankStep', params: { step: 'secondary' } },
            target: '.secondary',
          },
        ],
      },
      initial: 'arriving',
      states: {
        /** doc 1 §2: a complete bank form opens on its summary, any other on the primary. */
        arriving: {
          always: [
            // A flagged bank account opened from the request for changes: its own step.
            {
              guard: { type: 'fixesBankStep', params: { section: 'primaryBank' } },
              target: 'primary',
            },
            {
              guard: { type: 'fixesBankStep', params: { section: 'secondaryBank' } },
              target: 'secondary',
            },
            { guard: 'bankFormDone', target: 'complete' },
            { target: 'primary' },
          ],
        },
        primary: {
          entry: { type: 'showBankStep', params: { step: 'primary' } },
          on: {
            // The primary saved: the secondary step where it follows, else the form is complete.
            'bank.primarySaved': [
              backToRequest,
              { guard: 'secondaryFollows', target: 'secondary' },
              toCustomerSupport,
            ],
          },
        },
        secondary: {
          entry: { type: 'showBankStep', params: { step: 'secondary' } },
          on: { 'bank.done': [backToRequest, toCustomerSupport] },
        },
        /** Both steps saved: their summaries, and Continue to customer service. */
        complete: {
          entry: { type: 'showBankStep', params: { step: 'summary' } },
          on: { 'bank.done': toCustomerSupport },
        },
      },
    },
    /** The merchant's customer service details (doc 1 §2 "Customer support form"). */
    customerSupport: {
      entry: 'show',
      always: leaveWhenRefused,
      invoke: {
        id: 'customerSupport',
        systemId: ACTOR_NAMES.customerSupport,
        src: 'customerSupport',
      },
      on: {
        'customerSupport.done': [
          backToRequest,
          {
            guard: 'cashPayFormNowOwed',
            target: 'cash',
            actions: ['passFormsToSession', 'takeForms', next(APP_ROUTES.cash)],
          },
          {
            guard: { type: 'nextKept', params: { route: APP_ROUTES.status } },
            target: 'status',
            actions: ['passFormsToSession', 'takeForms', next(APP_ROUTES.status)],
          },
          {
            target: 'resume',
            actions: ['passFormsToSession', 'takeForms', next(APP_ROUTES.status)],
          },
        ],
      },
    },
    /** The status page (doc 1 §2 "Status page cards"). */
    status: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
      invoke: {
        id: 'status',
        systemId: ACTOR_NAMES.status,
        src: 'status',
        input: { page: 'status' },
      },
      on: {
        // The request for changes lists an item: its step shows, and its save comes back here.
        'revision.openItem': { target: 'resume', actions: 'fixRevisionItem' },
      },
    },
    /** The cash pay page (doc 1 §2 "Cash status page"), read through the status page's actor. */
    cash: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
      invoke: {
        id: 'status',
        systemId: ACTOR_NAMES.status,
        src: 'status',
        input: { page: 'cash' },
      },
      on: {
        // doc 1 §2: "An onboarding status of INELIGIBLE always goes to the status page."
        'status.ineligible': {
          target: 'status',
          actions: assign(({ context }) => ({
            facts: { ...context.facts, onboardingStatus: 'INELIGIBLE' as const },
            asked: APP_ROUTES.status,
            move: 'replace' as const,
          })),
        },
      },
    },
    /** The block and platform pages a user state leads to (doc 1 §2 "Route list"). */
    blocked: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
      initial: 'turnedAway',
      states: {
        /** /agency, /invalid-country, /thank-you, /wrong-email. */
        turnedAway: {},
        /** /square, /squarespace, /maropost: the merchant signs up on the platform's page. */
        platform: {},
        /** /maintenance, until the session's recheck says the portal is back. */
        maintenance: {},
      },
    },
    /** Pages any visitor may open (the agreement, /401, /logout) and the not-found page. */
    elsewhere: {
      entry: ['show', 'forgetRevisionFix'],
      always: leaveWhenRefused,
    },
  },
});
