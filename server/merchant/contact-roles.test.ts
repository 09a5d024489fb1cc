/**
 * Contact roles (doc 1 §6: "Account owners and administrators see store details and additional
 * owners"; docs/decisions/0258): the account owner and an administrator restore everything; a
 * plain contact is never sent the store details, locations or additional owners, their save keeps
 * them, and an attempt to change them is refused with 403. Roles are set in the console and by
 * the signed webhook, and audited. Both databases.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { UserStateResponse } from '../../domain/api/session-api';
import { ownerPayload, savePayload } from '../../domain/business-details/save-payload';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { CONTACT_SAVE_FORBIDDEN } from '../../domain/session/contact-roles';
import { validMerchant } from '../../test/data/valid-merchant';
import { createOpsAccount, opsBrowser } from '../testing/back-office-kit';
import { signatureHeader } from '../back-office/webhook-signature';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
  type SignedUpMerchant,
} from '../testing/merchant-test-kit';
import { sayIn } from '../i18n/say';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const CONTACT = 'finance@example.com';
const ADMIN = 'manager@example.com';
const merchant = validMerchant('US', { owners: 2, locations: 2 });

describe.each(DIALECTS)('contact roles on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let shop: SignedUpMerchant;
  let ops: TestBrowser;
  beforeEach(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET: SECRET });
    raw = await openRawDatabase(t);
    await createOpsAccount(t);
    ops = await opsBrowser(t);
    shop = await signUpMerchant(t, raw, 'owner@example.com', 'US', merchant);
    const saved = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterEach(async () => {
    await raw.close();
    await t.close();
  });

  const setContacts = (contactEmails: string[], administratorEmails?: string[]) =>
    ops.post(`/api/ops/applications/${shop.merchantId}/contacts`, {
      contactEmails,
      ...(administratorEmails && { administratorEmails }),
    });
  const restore = async (browser: TestBrowser) => {
    const response = await browser.get('/api/restore');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RestoreResponse>();
  };
  /** The contact signs in with their link and joins with a lead naming the account's store. */
  const joinAs = async (email: string) => {
    const browser = new TestBrowser(t.app);
    await browser.checkEmail(email);
    const token = await browser.latestSignInToken(email);
    expect((await browser.post('/sign-in-link', { token })).statusCode).toBe(200);
    const lead = { ...merchant.lead, email, firstName: 'Fay' };
    const joined = await browser.post('/signup', {
      data: leadPayload(lead, trackingOfVisit('')).data,
    });
    expect(joined.json(), joined.body).toMatchObject({ joinedAccount: true });
    return browser;
  };
  const ownerView = () => restore(shop.browser);

  it('the account owner and an administrator see store details and additional owners; a contact neither', async () => {
    expect((await setContacts([CONTACT, ADMIN], [ADMIN])).statusCode).toBe(200);
    const owner = await ownerView();
    expect(owner.viewerRole).toBe('accountOwner');
    expect(owner.storeDetails.storeName).toBe('Acme');
    expect(owner.owners).toHaveLength(2);
    expect(owner.locations).toHaveLength(2);

    const admin = await joinAs(ADMIN);
    const adminView = await restore(admin);
    expect(adminView.viewerRole).toBe('administrator');
    expect(adminView.storeDetails).toEqual(owner.storeDetails);
    expect(adminView.owners).toEqual(owner.owners);
    expect(adminView.locations).toEqual(owner.locations);
    expect((await admin.get('/user-state')).json<UserStateResponse>().viewerRole).toBe(
      'administrator',
    );

    const contact = await joinAs(CONTACT);
    const response = await contact.get('/api/restore');
    const contactView = response.json<RestoreResponse>();
    expect(contactView.viewerRole).toBe('contact');
    expect(contactView.owners).toEqual(owner.owners.slice(0, 1));
    expect(contactView.locations).toEqual([]);
    expect(contactView.storeLocationsFile).toBeNull();
    expect(contactView.storeDetails.storeName).toBe('');
    // Nothing of the withheld parts travels to the browser, in any field.
    expect(response.body).not.toContain(owner.owners[1]!.lastName);
    expect(response.body).not.toContain(owner.locations[1]!.locationStreet);
    expect((await contact.get('/user-state')).json<UserStateResponse>().viewerRole).toBe('contact');
  });

  it('a contact’s save of the company information and the first owner keeps the rest', async () => {
    await setContacts([CONTACT]);
    const before = await ownerView();
    const contact = await joinAs(CONTACT);
    const full = savePayload(merchant).saveData.data;
    const firstOwner = { ...ownerPayload(merchant.owners[0]!, 'US'), firstName: 'Renamed' };
    const saved = await contact.post('/api/save', {
      saveData: {
        data: {
          companyInformation: {
            ...full.companyInformation,
            legalBusinessName: 'Acme Trading Company',
          },
          owners: [firstOwner],
        },
      },
      formCompletionData: { companyInfoForm: true, businessOwnerForm: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await ownerView();
    expect(after.companyInformation.legalBusinessName).toBe('Acme Trading Company');
    expect(after.owners[0]!.firstName).toBe('Renamed');
    expect(after.owners[1]).toEqual(before.owners[1]);
    expect(after.storeDetails).toEqual(before.storeDetails);
    expect(after.locations).toEqual(before.locations);
    expect(after.formCompletedState).toMatchObject(BUSINESS_FORMS);
  });

  it('refuses with 403 a contact’s save that would change store details or additional owners, and keeps everything', async () => {
    await setContacts([CONTACT]);
    const before = await ownerView();
    const contact = await joinAs(CONTACT);
    const full = savePayload(merchant);
    const attempts = [
      { saveData: { data: { storeDetails: { ...full.storeData.data, storeName: 'Gone' } } } },
      { storeData: { data: { storeName: 'Gone' } } },
      { saveData: { data: { locations: [] } } },
      { saveData: { data: { owners: full.saveData.data.owners } } },
      { saveData: { data: {} }, formCompletionData: { storeDetailsForm: true } },
      full,
    ];
    for (const attempt of attempts) {
      const refused = await contact.post('/api/save', attempt);
      expect(refused.statusCode, JSON.stringify(attempt).slice(0, 80)).toBe(403);
      expect(refused.json<{ error: string }>().error).toBe(sayIn('en', CONTACT_SAVE_FORBIDDEN));
    }
    expect(await ownerView()).toEqual(before);
    // The contact is still signed in: a refusal is not an unauthorised answer.
    expect((await contact.get('/user-state')).json<UserStateResponse>().userState).toBe(
      'POST_LEAD',
    );
  });

  it('an operator’s role change is audited and takes effect at the next restore', async () => {
    await setContacts([CONTACT, ADMIN], [ADMIN]);
    const admin = await joinAs(ADMIN);
    expect((await restore(admin)).owners).toHaveLength(2);

    const changed = await setContacts([CONTACT, ADMIN], []);
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = changed.json<ApplicationDetail>();
    expect(detail.administratorEmails).toEqual([]);
    expect(detail.audit).toContainEqual(
      expect.objectContaining({
        action: 'contacts.changed',
        before: { contactEmails: [CONTACT, ADMIN], administratorEmails: [ADMIN] },
        after: { contactEmails: [CONTACT, ADMIN], administratorEmails: [] },
      }),
    );
    const demoted = await restore(admin);
    expect(demoted.viewerRole).toBe('contact');
    expect(demoted.owners).toHaveLength(1);

    // Left out, the roles stay as they are.
    await setContacts([CONTACT, ADMIN], [ADMIN]);
    expect(
      (await setContacts([CONTACT, ADMIN])).json<ApplicationDetail>().administratorEmails,
    ).toEqual([ADMIN]);
  });

  it('refuses an administrator who is not one of the contacts', async () => {
    const refused = await setContacts([CONTACT], [ADMIN]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain(
      'only a contact can be an administrator',
    );
    expect(await raw.repos.accountContacts.emailsOf(shop.merchantId)).toEqual([]);
    expect((await setContacts([CONTACT], ['not an e-mail'])).statusCode).toBe(400);
  });

  it('the signed webhook sets administrators too', async () => {
    const body = JSON.stringify({
      id: 'evt_roles',
      type: 'contacts.changed',
      data: {
        mlsProspectRef: shop.mlsProspectRef,
        contactEmails: [CONTACT, ADMIN],
        administratorEmails: ['Manager@Example.com'],
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/back-office/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-portal-signature': signatureHeader(SECRET, body, t.clock.now()),
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await raw.repos.accountContacts.administratorsOf(shop.merchantId)).toEqual([ADMIN]);
    expect((await raw.repos.accountContacts.find(CONTACT))?.role).toBe('contact');
    const admin = await joinAs(ADMIN);
    expect((await restore(admin)).viewerRole).toBe('administrator');
  });
});
