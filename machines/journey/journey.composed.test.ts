/**
 * The composed system (decision 0200): the real session, journey and step machines together, their
 * I/O stubbed at the app's boundary only (a stand-in server that keeps one merchant's forms), run
 * the way a merchant goes, per country: sign in, the lead, the business details, the bank,
 * customer support and the status page; a save answered with a field error; a merchant who comes
 * back and resumes; a session that ends. What each run reaches is what the journey, the step
 * machines and the session decide together: nothing but the I/O is stood in for.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { StatusContext } from '../../domain/api/status-api';
import {
  emptyFormCompletedState,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import { emptySecondaryBank } from '../../domain/merchant/bank';
import { validMerchant } from '../../domain/schemas/valid-merchant.fixture';
import type { CountryCode } from '../../domain/countries/country-code';
import { APP_ROUTES } from '../../domain/routing/app-routes';
import { restoreAnswerOf } from '../restore-answer.test-support';
import { statusContext } from '../status-fixtures.test-support';
import { sessionMachine } from '../session.machine';
import { factsOfSession, type SessionRef } from './journey.machine';
import { journeyWithIO, type JourneyIO } from './journey-io';

const COUNTRIES: CountryCode[] = ['US', 'CA', 'AU', 'NZ', 'UK'];

/** The portal's server as the I/O boundary sees it: one merchant, its forms and its calls. */
function standInServer(country: CountryCode, start: Partial<FormCompletedState> = {}) {
  const merchant = validMerchant(country, { salesChannel: 'Online Only' });
  const forms: FormCompletedState = { ...emptyFormCompletedState(), ...start };
  const calls: string[] = [];
  let refuseNextSave: Record<string, Record<string, { code: string; error: string }>> | null = null;
  const answer = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  const saved = (...flags: Array<keyof FormCompletedState>) => {
    for (const flag of flags) forms[flag] = true;
    return { formCompletedState: { ...forms } };
  };
  const restore = () =>
    restoreAnswerOf(
      { ...merchant, locations: [] },
      { formCompletedState: { ...forms }, userState: 'POST_LEAD' },
    );
  const status = (): StatusContext =>
    statusContext({ registeredCountry: country, formCompletedState: { ...forms } });
  const never = () => new Promise<never>(() => {});
  const io: JourneyIO = {
    lead: {
      readVisit: ({ email, search }) =>
        answer('readVisit', { email, tracking: trackingOf(search) }),
      signUp: () => answer('signup', { userState: 'POST_LEAD' as const, ...saved('storeForm') }),
      saveMerchant: () => answer('save', saved()),
      keepDraft: () => {},
      leadSubmitted: () => {},
      experimentViewed: () => {},
      pageCompleted: () => {},
      showToast: () => {},
    },
    businessDetails: {
      restore: () => answer('restore', { answer: restore() }),
      // No street is searched on these paths.
      searchPlaces: () => Promise.reject(new Error('not searched')),
      placeDetails: () => Promise.reject(new Error('not searched')),
      save: ({ section }) => {
        if (refuseNextSave) {
          const validation_errors = refuseNextSave;
          refuseNextSave = null;
          return answer('save', { validation_errors, errorId: 'req-1' });
        }
        const flag = {
          companyInformation: 'companyInfoForm',
          storeDetails: 'storeDetailsForm',
          beneficialOwners: 'businessOwnerForm',
        } as const;
        return answer('save', saved(flag[section]));
      },
      createOnboardingLink: never,
      keepDraft: () => {},
      saved: () => {},
      showToast: () => {},
    },
    bank: {
      loadBank: () =>
        answer('restore', {
          registeredCountry: country,
          storeName: merchant.lead.storeName,
          merchantReference: 'MP-1',
          expectedAccountName: merchant.primaryBank.bankAccountName,
          secondaryShown: false,
          linkAvailable: false,
          primaryBank: merchant.primaryBank,
          secondaryBank: emptySecondaryBank(),
          formCompletedState: { ...forms },
          validationContext: {
            registeredCountry: country,
            businessType: merchant.companyInformation.businessType,
          },
        }),
      createLinkToken: never,
      saveLinkedBank: never,
      saveBank: () => answer('update-bank-info', saved('bankForm')),
      reportUnexpected: () => {},
      track: () => {},
    },
    customerSupport: {
      loadSupport: () =>
        answer('restore', {
          values: merchant.customerSupport,
          context: { registeredCountry: country },
        }),
      saveSupport: () => answer('update-customer-service-info', saved('customerServiceForm')),
      track: () => {},
    },
    status: {
      fetchStatus: () => answer('status', status()),
      fetchStatusContext: () => answer('status', status()),
      fetchOpportunityStage: () =>
        answer('opportunity-stage', { opportunityStage: 'Compliance Checks' }),
      statusEvents: fromPromise(never),
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
        checkEligibility: never,
        updateCashPayInfo: never,
        activateCashPay: never,
        updateChannel: never,
        updateProfileImage: never,
        showToast: () => {},
      },
    },
  };
  const session = sessionMachine.provide({
    // (The stand-in answers are typed by the machine's own calls.)
    actors: {
      fetchUserState: fromPromise(() =>
        answer(
          'user-state',
          Object.values(forms).some(Boolean)
            ? {
                userState: 'POST_LEAD',
                formCompletedState: { ...forms },
                email: 'ada@shop.example',
              }
            : { userState: 'LOGGED_OUT' },
        ),
      ),
      verifyCaptcha: fromPromise(() => answer('check-captcha-token', { success: true })),
      checkEmail: fromPromise(({ input }) =>
        answer('check-email', {
          userState: 'PRE_LEAD',
          email: (input as { email: string }).email,
          formCompletedState: emptyFormCompletedState(),
        }),
      ),
      logout: fromPromise(() => answer('logout', {})),
    } as never,
    actions: { rememberEmail: () => {}, forgetSession: () => {} },
  });
  return {
    merchant,
    calls,
    io,
    session,
    refuseNextSave: (errors: typeof refuseNextSave) => (refuseNextSave = errors),
  };
}

function trackingOf(search: string) {
  return { utmSource: new URLSearchParams(search).get('utm_source') ?? 'none' } as never;
}

/** The session and the journey over the stand-in server, as src/app starts them. */
function startPortal(server: ReturnType<typeof standInServer>, pathname: string) {
  const session = createActor(server.session).start();
  const journey = createActor(journeyWithIO(server.io), {
    input: {
      facts: factsOfSession(session.getSnapshot()),
      pathname,
      search: '?utm_source=news',
      session: session as unknown as SessionRef,
    },
  }).start();
  const visited: string[] = [];
  journey.subscribe((s) => {
    const page = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
    if (visited.at(-1) !== page) visited.push(page);
  });
  return { session, journey, visited };
}

const child = (journey: AnyActorRef, id: string) =>
  waitFor(journey, (s) => s.children[id] !== undefined).then((s) => s.children[id] as AnyActorRef);

const atPage = (journey: AnyActorRef, page: string) =>
  waitFor(journey, (s) => s.matches(page), { timeout: 2_000 });

async function signIn(session: AnyActorRef, email: string) {
  await waitFor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'captcha.solved', payload: 'solved' });
  await waitFor(
    session,
    (s) => s.matches({ loggedOut: 'ready' }) || s.can({ type: 'email.submit', email }),
  );
  session.send({ type: 'email.submit', email });
}

async function sendLead(journey: AnyActorRef, server: ReturnType<typeof standInServer>) {
  const lead = await child(journey, 'lead');
  await waitFor(lead, (s) => s.matches('editing'));
  const { email: _email, ...values } = server.merchant.lead;
  lead.send({ type: 'lead.change', values });
  for (let page = 0; page < 4; page += 1) lead.send({ type: 'page.next' });
}

async function saveBusinessDetails(journey: AnyActorRef, server: ReturnType<typeof standInServer>) {
  const details = await child(journey, 'businessDetails');
  await waitFor(details, (s) => s.matches({ ready: { form: 'idle' } }));
  const m = server.merchant;
  const sections = [
    ['companyInformation', { companyInformation: m.companyInformation }],
    ['storeDetails', { storeDetails: m.storeDetails, locations: [] }],
    ['beneficialOwners', { owners: m.owners, agreementAccepted: true }],
  ] as const;
  for (const [section, changes] of sections) {
    details.send({ type: 'section.submit', section, changes });
    await waitFor(
      details,
      (s) => s.matches({ ready: { form: 'idle' } }) || !details.getSnapshot().status,
    );
  }
}

async function saveBank(journey: AnyActorRef, server: ReturnType<typeof standInServer>) {
  const bank = await child(journey, 'bank');
  await waitFor(bank, (s) => !s.matches('loading'));
  bank.send({ type: 'manual.open' });
  const primary = server.merchant.primaryBank;
  bank.send({ type: 'primary.submit', bank: primary });
}

async function saveSupport(journey: AnyActorRef, server: ReturnType<typeof standInServer>) {
  const support = await child(journey, 'customerSupport');
  await waitFor(support, (s) => s.matches('editing'));
  support.send({ type: 'support.submit', values: server.merchant.customerSupport });
}

describe('the composed journey, the step machines and the session over stand-in I/O', () => {
  it.each(COUNTRIES)(
    '%s: from sign-in to the status page, each step by its own machine',
    async (country) => {
      const server = standInServer(country);
      const { session, journey, visited } = startPortal(server, APP_ROUTES.login);
      await atPage(journey, 'signedOut');
      await signIn(session, `ada.${country.toLowerCase()}@shop.example`);
      await atPage(journey, 'lead');
      await sendLead(journey, server);
      await atPage(journey, 'businessDetails');
      await saveBusinessDetails(journey, server);
      await atPage(journey, 'payment');
      await saveBank(journey, server);
      await atPage(journey, 'customerSupport');
      await saveSupport(journey, server);
      await atPage(journey, 'status');
      const status = await child(journey, 'status');
      await waitFor(status, (s) => s.matches({ known: { status: { ready: 'shown' } } }));
      expect(visited).toEqual([
        'signedOut',
        'lead',
        'businessDetails',
        'payment',
        'customerSupport',
        'status',
      ]);
      expect(journey.getSnapshot().context.route).toBe(APP_ROUTES.status);
      // The session heard every step's answer through the journey.
      expect(session.getSnapshot().context.formCompletedState).toMatchObject({
        companyInfoForm: true,
        storeDetailsForm: true,
        businessOwnerForm: true,
        bankForm: true,
        customerServiceForm: true,
      });
      expect(server.calls).toEqual(
        expect.arrayContaining([
          'signup',
          'save',
          'update-bank-info',
          'update-customer-service-info',
          'status',
        ]),
      );
      journey.stop();
      session.stop();
    },
  );

  it("a save answered with an owner's field error opens the owners, and the merchant stays on the business details", async () => {
    const server = standInServer('US', { storeForm: true });
    const { session, journey } = startPortal(server, APP_ROUTES.companyInformation);
    await atPage(journey, 'businessDetails');
    const details = await child(journey, 'businessDetails');
    await waitFor(details, (s) => s.matches({ ready: { form: 'idle' } }));
    server.refuseNextSave({ owners: { bo_0_ssn: { code: 'Required', error: 'Value Required' } } });
    details.send({
      type: 'section.submit',
      section: 'companyInformation',
      changes: { companyInformation: server.merchant.companyInformation },
    });
    await waitFor(journey, (s) => s.context.route === APP_ROUTES.beneficialOwners);
    expect(journey.getSnapshot().matches('businessDetails')).toBe(true);
    journey.stop();
    session.stop();
  });

  it('a merchant who comes back lands on the step the forms reach, whatever page they open', async () => {
    const server = standInServer('AU', {
      storeForm: true,
      companyInfoForm: true,
      storeDetailsForm: true,
      businessOwnerForm: true,
    });
    const { session, journey } = startPortal(server, APP_ROUTES.status);
    await atPage(journey, 'payment');
    expect(journey.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.bankInfo,
      move: 'replace',
    });
    await child(journey, 'bank');
    journey.stop();
    session.stop();
  });

  it('a session that ends takes the merchant to the login page and stops the step', async () => {
    const server = standInServer('NZ', { storeForm: true });
    const { session, journey } = startPortal(server, APP_ROUTES.onboarding);
    await atPage(journey, 'businessDetails');
    const details = await child(journey, 'businessDetails');
    session.send({ type: 'session.unauthorized' });
    await atPage(journey, 'signedOut');
    expect(journey.getSnapshot().context.route).toBe(APP_ROUTES.login);
    expect(journey.getSnapshot().children.businessDetails).toBeUndefined();
    expect(details.getSnapshot().status).toBe('stopped');
    journey.stop();
    session.stop();
  });
});
