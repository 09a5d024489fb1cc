/**
 * The composed system's world for tests (decision 0200): the real session, flags, journey and step
 * machines, with only the I/O at the app's boundary stood in for by one merchant's server, which
 * keeps its forms and answers each call the way the portal's server does. A test sets what the
 * server answers next (a sign-up's user state, a save's forms or field errors, a status) and then
 * acts as the merchant would: through the session's and the step actors' own events.
 */
import { english } from '../../test/i18n/say-in';
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type EventObject,
  type SimulatedClock,
} from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  emptyFormCompletedState,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import type { PageStatus } from '../../domain/status/page-status';
import { flagsMachine } from '../flags/flags.machine';
import { restoreAnswerOf } from '../testing/restore-answer';
import { sessionMachine } from '../session/session.machine';
import { statusContext } from '../../test/data/status-contexts';
import { factsOfSession, type SessionRef } from './journey-facts';
import type { JourneyIO } from './journey-io';
import type { JourneyInput } from './journey-types';
import { REVISION_NOT_READY, type MerchantRevision } from '../../domain/api/revision-api';
import { parseRevisionItemKey, type RevisionSection } from '../../domain/revision/revision-items';
import { everyItemChanged } from '../../domain/revision/revision-request';

/** What the server says of the merchant: its user state and what GET /api/user-state carries. */
export interface ServerUser {
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus: OnboardingStatus | null;
  isEligibleForCashPay: boolean;
}

type FieldErrors = Record<string, Record<string, { code: string; error: string }>>;

/** An answer the server gives to the next save of a step, instead of counting the form done. */
export type NextSave =
  { formCompletedState: FormCompletedState; revision?: null } | { validation_errors: FieldErrors };

const SECTION_FLAG = {
  companyInformation: 'companyInfoForm',
  storeDetails: 'storeDetailsForm',
  beneficialOwners: 'businessOwnerForm',
} as const;

/** The sections of a request for changes each save changes. */
const SAVED_SECTIONS: Record<string, readonly RevisionSection[]> = {
  companyInformation: ['companyInformation'],
  storeDetails: ['storeDetails', 'locations'],
  beneficialOwners: ['owners'],
  'update-bank-info': ['primaryBank', 'secondaryBank'],
  'update-customer-service-info': ['customerSupport'],
};

/** One flagged item in each section, as a reviewer would ask for it. */
const ITEM_OF_SECTION: Record<RevisionSection, string> = {
  companyInformation: 'companyInformation.ein',
  storeDetails: 'storeDetails.storeWebsite',
  locations: 'locations.0.locationStreet',
  owners: 'owners.0.govId',
  primaryBank: 'primaryBank.account',
  secondaryBank: 'secondaryBank.account2',
  customerSupport: 'customerSupport.customerSupportEmail',
};

/** One merchant's server, as the portal's I/O sees it. */
export function standInServer(
  country: CountryCode,
  start: Partial<FormCompletedState> = {},
  { secondaryBank = false }: { secondaryBank?: boolean } = {},
) {
  // doc 2 §4: the secondary bank is asked of AU, NZ, UK and US merchants selling online and in store.
  const merchant = validMerchant(country, {
    salesChannel: secondaryBank ? 'Online and In-store' : 'Online Only',
  });
  const initial = () => ({
    forms: { ...emptyFormCompletedState(), ...start } as FormCompletedState,
    userState: (Object.values(start).some(Boolean) ? 'POST_LEAD' : 'LOGGED_OUT') as UserState,
    onboardingStatus: null as OnboardingStatus | null,
    isEligibleForCashPay: false,
    nextSave: null as NextSave | null,
    /** The open request for changes GET /api/status carries (StatusContext.revision). */
    revision: null as MerchantRevision | null,
    signUpState: 'POST_LEAD' as UserState,
    /** The first read of the user state waits for the test when set (the boot of a visit). */
    bootGate: null as null | { promise: Promise<void>; open: () => void },
  });
  const state = initial();
  const calls: string[] = [];
  const statusListeners = new Set<() => void>();
  const answer = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  /** The open request's items of the saved sections count changed. */
  const changeItems = (sections: readonly RevisionSection[]) => {
    const revision = state.revision;
    if (!revision) return;
    state.revision = {
      ...revision,
      state: 'beingFixed',
      items: revision.items.map((item) =>
        sections.includes(parseRevisionItemKey(item.key)!.section)
          ? { ...item, changedAt: item.changedAt ?? 1 }
          : item,
      ),
    };
  };
  /** A save: the answer the test set for it, or the form counted done. */
  const save = (name: string, flag: keyof FormCompletedState, key: string = name) => {
    const next = state.nextSave;
    state.nextSave = null;
    if (next && 'validation_errors' in next) return answer(name, { ...next, errorId: 'req-1' });
    // A save answered after the request closed (withdrawn, or sent from another tab).
    if (next?.revision === null) state.revision = null;
    changeItems(SAVED_SECTIONS[key] ?? []);
    state.forms = next ? { ...next.formCompletedState } : { ...state.forms, [flag]: true };
    return answer(name, {
      formCompletedState: { ...state.forms },
      ...(next?.revision === null || state.revision ? { revision: state.revision } : {}),
    });
  };
  const user = (): ServerUser & { email?: string; registeredCountry: string } => ({
    userState: state.userState,
    formCompletedState: { ...state.forms },
    onboardingStatus: state.onboardingStatus,
    isEligibleForCashPay: state.isEligibleForCashPay,
    email: `ada.${country.toLowerCase()}@shop.example`,
    // As GET /user-state: the lead's registered country (server/session/user-state-response.ts).
    registeredCountry: country,
  });
  const restore = () =>
    restoreAnswerOf(
      { ...merchant, locations: [] },
      { formCompletedState: { ...state.forms }, userState: 'POST_LEAD' },
    );
  const status = (): PageStatus => ({
    ...statusContext({
      registeredCountry: country,
      // A merchant offered cash pay has accepted its agreement (one click activates).
      formCompletedState: { ...state.forms, cashPayAgreementAccepted: state.isEligibleForCashPay },
      isEligibleForCashPay: state.isEligibleForCashPay,
      ...(state.onboardingStatus ? { onboardingStatus: state.onboardingStatus } : {}),
      // An open request pauses the application (decision 0262); the session's state is its own.
      ...(state.revision ? { onboardingStatus: 'REQUIRES_ATTENTION' as const } : {}),
      revision: state.revision,
    }),
    // doc 1 §6: cash pay shows with both of its release flags on.
    flags: {
      ...DEFAULT_FEATURE_FLAGS,
      merchantPortalReleaseCashPay: true,
      merchantPortalReleaseCashPayFeatureSet2: true,
    },
  });
  const never = () => new Promise<never>(() => {});
  const io: JourneyIO = {
    lead: {
      readVisit: ({ email, search }) =>
        answer('readVisit', { email, tracking: trackingOf(search) }),
      signUp: () => {
        state.userState = state.signUpState;
        // doc 1 §2: the lead is the store form, done once the merchant is past the lead.
        if (state.userState === 'POST_LEAD') state.forms = { ...state.forms, storeForm: true };
        return answer('signup', {
          userState: state.signUpState,
          formCompletedState: { ...state.forms },
        });
      },
      saveMerchant: () => answer('save', { formCompletedState: { ...state.forms } }),
      keepDraft: () => {},
      leadSubmitted: () => {},
      experimentViewed: () => {},
      pageCompleted: () => {},
      showToast: () => {},
    },
    businessDetails: {
      restore: () => answer('restore', { answer: restore() }),
      save: ({ section }) => save('save', SECTION_FLAG[section], section),
      createOnboardingLink: never,
      // The paths type no street; a search is answered as the portal's without a places key.
      searchPlaces: () => Promise.reject(Object.assign(new Error('Not Found'), { status: 404 })),
      placeDetails: () => Promise.reject(Object.assign(new Error('Not Found'), { status: 404 })),
      keepDraft: () => {},
      saved: () => {},
      showToast: () => {},
    },
    bank: {
      loadBank: () => answer('restore', { restored: restore(), linkAvailable: false }),
      createLinkToken: never,
      saveLinkedBank: never,
      saveBank: () => save('update-bank-info', 'bankForm'),
      reportUnexpected: () => {},
      track: () => {},
    },
    customerSupport: {
      loadSupport: () =>
        answer('restore', {
          values: merchant.customerSupport,
          context: { registeredCountry: country },
        }),
      saveSupport: () => save('update-customer-service-info', 'customerServiceForm'),
      track: () => {},
    },
    status: {
      fetchStatus: () => answer('status', status()),
      fetchStatusContext: () => answer('status', status()),
      fetchOpportunityStage: () =>
        answer('opportunity-stage', { opportunityStage: 'Compliance Checks' }),
      // POST /api/revision/send: refused with 409 until every item changed (decision 0262).
      sendRevision: () => {
        const revision = state.revision;
        if (!revision || !everyItemChanged(revision.items)) {
          calls.push('revision-send');
          return Promise.reject(
            Object.assign(new Error(english(REVISION_NOT_READY)), { status: 409 }),
          );
        }
        state.revision = null;
        state.onboardingStatus = 'IN_REVIEW';
        return answer('revision-send', { revision: { ...revision, state: 'sent' as const } });
      },
      // The server's pushed changes: each open stream hears the test's `pushStatus`.
      statusEvents: fromCallback<EventObject, { changed: EventObject }>(({ input, sendBack }) => {
        const listener = () => sendBack(input.changed);
        statusListeners.add(listener);
        return () => statusListeners.delete(listener);
      }),
      updateUser: never,
      updateGatewayEnabled: never,
      clientAccessToken: never,
      storeLocationStatus: never,
      createAccount: never,
      fetchCredentials: never,
      messagingDoneInBrowser: () => false,
      rememberMessagingDone: () => {},
      openTrainingLink: () => {},
      track: () => {},
      reportError: () => {},
      copyToClipboard: () => {},
      cashPay: {
        checkEligibility: () =>
          answer('cash-pay-eligibility', { eligible: state.isEligibleForCashPay }),
        updateCashPayInfo: never,
        // doc 2 §7: a call made while the portal is in maintenance answers MAINTENANCE_MODE.
        activateCashPay: () =>
          answer(
            'activate-cash-pay',
            state.userState === 'MAINTENANCE_MODE'
              ? { userState: 'MAINTENANCE_MODE' }
              : { formCompletedState: { ...state.forms, cashPayForm: true } },
          ),
        updateChannel: never,
        updateProfileImage: never,
        showToast: () => {},
      },
    },
  };
  const readUser = async () => {
    if (state.bootGate) {
      const gate = state.bootGate;
      state.bootGate = null;
      await gate.promise;
    }
    const { userState } = state;
    if (userState === 'LOGGED_OUT') return answer('user-state', { userState });
    return answer('user-state', user());
  };
  const session = sessionMachine.provide({
    // (The stand-in answers are typed by the machine's own calls.)
    actors: {
      fetchUserState: fromPromise(readUser),
      verifyCaptcha: fromPromise(() => answer('check-captcha-token', { success: true })),
      checkEmail: fromPromise(({ input }) => {
        const { email } = input as { email: string };
        if (state.userState === 'LOGGED_OUT') state.userState = 'PRE_LEAD';
        return answer('check-email', { ...user(), email });
      }),
      consumeSignInLink: fromPromise(() => answer('sign-in-link', user())),
      resendSignInLink: fromPromise(() => answer('resend-sign-in-link', { sent: true })),
      logout: fromPromise(() => answer('logout', {})),
    } as never,
    actions: { rememberEmail: () => {}, forgetSession: () => {} },
  });
  const flags = flagsMachine.provide({
    actors: { loadFlags: fromPromise(() => answer('flags', {})) } as never,
  });
  return {
    country,
    merchant,
    calls,
    io,
    session,
    flags,
    /** The server as it was made, with no call made yet. */
    reset() {
      Object.assign(state, initial());
      calls.length = 0;
      statusListeners.clear();
    },
    /** What the server says of the merchant from now on. */
    setUser(next: ServerUser) {
      state.userState = next.userState;
      state.forms = { ...next.formCompletedState };
      state.onboardingStatus = next.onboardingStatus;
      state.isEligibleForCashPay = next.isEligibleForCashPay;
    },
    /** The user state the next sign-up answers. */
    signUpAs(userState: UserState) {
      state.signUpState = userState;
    },
    /** The next save of any step is answered with `next`. */
    answerNextSave(next: NextSave) {
      state.nextSave = next;
    },
    /**
     * A reviewer asks for a change of one item in `section`: the status page reads it with
     * REQUIRES_ATTENTION (the session's user state stays as it was read), and the change is
     * pushed to the open status page.
     */
    requestChanges(section: RevisionSection) {
      state.revision = {
        id: `rev-${section}`,
        state: 'requested',
        deadline: Date.UTC(2026, 11, 12, 12),
        items: [{ key: ITEM_OF_SECTION[section], reason: 'other', note: '', changedAt: null }],
      };
      for (const listener of [...statusListeners]) listener();
    },
    /** The key of the item `requestChanges` flags in `section`. */
    itemOf(section: RevisionSection) {
      return ITEM_OF_SECTION[section];
    },
    /** The merchant's onboarding status changes in the back office, and the change is pushed. */
    pushStatus(onboardingStatus: OnboardingStatus) {
      state.onboardingStatus = onboardingStatus;
      for (const listener of [...statusListeners]) listener();
    },
    /** The first read of the user state waits until `openBoot` is called. */
    holdBoot() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      state.bootGate = { promise, open };
      return () => open();
    },
  };
}
export type StandInServer = ReturnType<typeof standInServer>;

function trackingOf(search: string) {
  return { utmSource: new URLSearchParams(search).get('utm_source') ?? 'none' } as never;
}

/** The session and flags actors over the stand-in server, and the journey's input, as src/app starts them. */
export function startSessionAndFlags(
  server: StandInServer,
  pathname: string,
  clock?: SimulatedClock,
): { session: AnyActorRef; flags: AnyActorRef; input: JourneyInput } {
  const options = clock ? { clock } : {};
  const session = createActor(server.session, { ...options, input: {} }).start();
  const flags = createActor(server.flags, options).start();
  return {
    session,
    flags,
    input: {
      facts: factsOfSession(session.getSnapshot()),
      pathname,
      search: '?utm_source=news',
      session: session as unknown as SessionRef,
      flags: flags as never,
    },
  };
}
