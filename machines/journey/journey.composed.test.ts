/**
 * The composed system (decision 0200): the real session, journey and step machines together, their
 * I/O stubbed at the app's boundary only (stand-in-portal.test-support: one merchant's server), run
 * the way a merchant goes, per country: sign in, the lead, the business details, the bank,
 * customer support and the status page; a save answered with a field error; a merchant who comes
 * back and resumes; a session that ends. What each run reaches is what the journey, the step
 * machines and the session decide together: nothing but the I/O is stood in for.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import type { RevisionItem } from '../../domain/revision/revision-request';
import { journeyWithIO } from './journey-io';
import {
  standInServer,
  startSessionAndFlags,
  type StandInServer,
} from './stand-in-portal.test-support';

const COUNTRIES: CountryCode[] = ['US', 'CA', 'AU', 'NZ', 'UK'];

/** Every form done: the status page is the merchant's. */
const ALL_FORMS = {
  storeForm: true,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
  bankForm: true,
  customerServiceForm: true,
};

/** The session and the journey over the stand-in server, as src/app starts them. */
function startPortal(server: StandInServer, pathname: string) {
  const { session, input } = startSessionAndFlags(server, pathname);
  const journey = createActor(journeyWithIO(server.io), { input }).start();
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
  await waitFor(session, (s) => s.matches({ loggedOut: 'captchaSolved' }));
  session.send({ type: 'emailDraft.change', email });
  session.send({ type: 'email.submit' });
}

async function sendLead(journey: AnyActorRef, server: StandInServer) {
  const lead = await child(journey, 'lead');
  await waitFor(lead, (s) => s.matches('editing'));
  const { email: _email, ...values } = server.merchant.lead;
  lead.send({ type: 'lead.change', values });
  for (let page = 0; page < 4; page += 1) lead.send({ type: 'page.next' });
}

async function saveBusinessDetails(journey: AnyActorRef, server: StandInServer) {
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

async function saveBank(journey: AnyActorRef, server: StandInServer) {
  const bank = await child(journey, 'bank');
  await waitFor(bank, (s) => !s.matches('loading'));
  bank.send({ type: 'manual.open' });
  // The merchant types the primary bank into the form the bank machine holds, then submits.
  bank.send({ type: 'primary.change', changes: { ...server.merchant.primaryBank } });
  bank.send({ type: 'primary.submit' });
}

async function saveSupport(journey: AnyActorRef, server: StandInServer) {
  const support = await child(journey, 'customerSupport');
  await waitFor(support, (s) => s.matches('editing'));
  support.send({ type: 'support.change', values: server.merchant.customerSupport });
  support.send({ type: 'support.submit' });
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
      // (The journey waits in `reading` for the session and the feature flags.)
      expect(visited).toEqual([
        'reading',
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
    server.answerNextSave({
      validation_errors: { owners: { bo_0_ssn: { code: 'Required', error: 'Value Required' } } },
    });
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

  it('the end of the lead moves on to the business details with a new history entry, and the session hears the answer', async () => {
    const server = standInServer('UK');
    const { session, journey } = startPortal(server, APP_ROUTES.login);
    await atPage(journey, 'signedOut');
    await signIn(session, 'ada.uk@shop.example');
    await atPage(journey, 'lead');
    await sendLead(journey, server);
    await atPage(journey, 'businessDetails');
    // A step's end pushes (Back returns to the lead); a correction would replace.
    expect(journey.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.companyInformation,
      move: 'push',
    });
    expect(session.getSnapshot().context).toMatchObject({
      userState: 'POST_LEAD',
      formCompletedState: { storeForm: true },
    });
    journey.stop();
    session.stop();
  });

  it('a link to a section opens it in the business details actor, not only in the address bar', async () => {
    const server = standInServer('CA', { storeForm: true, companyInfoForm: true });
    const { session, journey } = startPortal(server, APP_ROUTES.storeDetails);
    await waitFor(journey, (s) => s.matches({ businessDetails: 'storeDetails' }));
    const details = await child(journey, 'businessDetails');
    await waitFor(details, (s) => s.matches('ready'));
    expect(details.getSnapshot().context.openSection).toBe('storeDetails');
    journey.stop();
    session.stop();
  });

  it('a flagged item opened from the status page is fixed on its step, which returns to the list; the changes are then sent for review', async () => {
    const server = standInServer('US', ALL_FORMS);
    const { session, journey } = startPortal(server, APP_ROUTES.status);
    await atPage(journey, 'status');
    let status = await child(journey, 'status');
    await waitFor(status, (s) => s.matches({ known: { status: { ready: 'shown' } } }));
    server.requestChanges('customerSupport');
    await waitFor(status, (s) => s.context.shown?.revision?.id === 'rev-customerSupport');
    status.send({ type: 'revision.openItem', key: server.itemOf('customerSupport') });
    await atPage(journey, 'customerSupport');
    expect(journey.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.customerSupport,
      move: 'push',
      revisionFix: 'customerSupport',
    });
    await saveSupport(journey, server);
    // Back to the list rather than on to the next step; the page reads the item as changed.
    await atPage(journey, 'status');
    expect(journey.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.status,
      move: 'push',
      revisionFix: null,
    });
    status = await child(journey, 'status');
    await waitFor(
      status,
      (s) =>
        s.context.shown?.revision?.items.every((i: RevisionItem) => i.changedAt !== null) === true,
    );
    status.send({ type: 'revision.send' });
    await waitFor(
      status,
      (s) =>
        s.matches({ known: { status: { ready: 'shown' } } }) && s.context.shown?.revision === null,
    );
    expect(status.getSnapshot().context.shown?.onboardingStatus).toBe('IN_REVIEW');
    expect(server.calls).toContain('revision-send');
    journey.stop();
    session.stop();
  });

  it.each(['companyInformation', 'primaryBank'] as const)(
    'a flagged %s item opens its own step and its save returns to the status page',
    async (section) => {
      const server = standInServer('AU', ALL_FORMS);
      const { session, journey } = startPortal(server, APP_ROUTES.status);
      await atPage(journey, 'status');
      const status = await child(journey, 'status');
      await waitFor(status, (s) => s.matches({ known: { status: { ready: 'shown' } } }));
      server.requestChanges(section);
      await waitFor(status, (s) => s.context.shown?.revision !== null);
      status.send({ type: 'revision.openItem', key: server.itemOf(section) });
      if (section === 'primaryBank') {
        await waitFor(journey, (s) => s.matches({ payment: 'primary' }));
        await saveBank(journey, server);
      } else {
        await waitFor(journey, (s) => s.matches({ businessDetails: 'companyInformation' }));
        const details = await child(journey, 'businessDetails');
        await waitFor(details, (s) => s.matches({ ready: { form: 'idle' } }));
        details.send({
          type: 'section.submit',
          section: 'companyInformation',
          changes: { companyInformation: server.merchant.companyInformation },
        });
      }
      await atPage(journey, 'status');
      expect(journey.getSnapshot().context.route).toBe(APP_ROUTES.status);
      journey.stop();
      session.stop();
    },
  );
});
