/**
 * Further contacts of an application (docs/decisions/0073): an operator adds a contact e-mail;
 * that person proves it through the sign-in link and is NEW_CONTACT_FOR_ACCOUNT (the lead form);
 * a lead naming the account's business joins them to it, one naming another business is
 * WRONG_ACCOUNT; a contact taken off the application loses its session. Both databases.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { UserStateResponse } from '../../domain/api/session-api';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';
import { createOpsAccount, opsBrowser } from '../testing/back-office-kit';
import { signatureHeader } from '../back-office/webhook-signature';
import {
  openRawDatabase,
  signUpMerchant,
  type RawDatabase,
  type SignedUpMerchant,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const CONTACT = 'finance@example.com';

describe.each(DIALECTS)('account contacts on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let shop: SignedUpMerchant;
  let ops: TestBrowser;
  beforeEach(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET: SECRET });
    raw = await openRawDatabase(t);
    await createOpsAccount(t);
    ops = await opsBrowser(t);
    shop = await signUpMerchant(t, raw, 'owner@example.com', 'US');
  });
  afterEach(async () => {
    await raw.close();
    await t.close();
  });

  const setContacts = (contactEmails: string[], id = shop.merchantId) =>
    ops.post(`/api/ops/applications/${id}/contacts`, { contactEmails });
  const userState = async (browser: TestBrowser) =>
    (await browser.get('/user-state')).json<UserStateResponse>();
  /** The contact asks for a link on the login page and follows it. */
  const signInAsContact = async (email = CONTACT) => {
    const browser = new TestBrowser(t.app);
    const checked = await browser.checkEmail(email);
    expect(checked.json<UserStateResponse>().userState).toBe('WAIT_FOR_EMAIL');
    const token = await browser.latestSignInToken(email);
    const signedIn = await browser.post('/sign-in-link', { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { browser, answer: signedIn.json<UserStateResponse>() };
  };
  const contactLead = (email: string, storeName: string, country: 'US' | 'AU' = 'US') => {
    const lead = { ...validMerchant(country).lead, storeName, email, firstName: 'Fay' };
    return { data: leadPayload(lead, trackingOfVisit('')).data };
  };

  it('an added contact proves the e-mail, is a new contact for the account, and joins it with a lead naming it', async () => {
    const added = await setContacts([CONTACT]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ApplicationDetail>().contactEmails).toEqual([CONTACT]);
    expect(added.json<ApplicationDetail>().audit).toContainEqual(
      expect.objectContaining({
        action: 'contacts.changed',
        before: { contactEmails: [], administratorEmails: [] },
        after: { contactEmails: [CONTACT], administratorEmails: [] },
      }),
    );

    const { browser, answer } = await signInAsContact();
    expect(answer).toMatchObject({ userState: 'NEW_CONTACT_FOR_ACCOUNT', email: CONTACT });
    expect((await userState(browser)).userState).toBe('NEW_CONTACT_FOR_ACCOUNT');
    // Nothing of the account is shown before the lead names it.
    expect((await browser.get('/api/restore')).statusCode).toBe(401);

    const account = await raw.repos.merchants.findById(shop.merchantId);
    const storeName = (JSON.parse(account!.lead!) as { storeName: string }).storeName;
    const joined = await browser.post(
      '/signup',
      contactLead(CONTACT, ` ${storeName.toUpperCase()} `),
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      userState: 'POST_LEAD',
      email: CONTACT,
      joinedAccount: true,
    });
    const restored = await browser.get('/api/restore');
    expect(restored.statusCode).toBe(200);
    expect(
      restored.json<{ merchantAccount: { mlsProspectRef: string } }>().merchantAccount
        .mlsProspectRef,
    ).toBe(shop.mlsProspectRef);
    // No second application was made.
    expect(await raw.repos.merchants.findByEmail(CONTACT)).toBeUndefined();
    expect((await raw.repos.accountContacts.find(CONTACT))?.details).toMatchObject({
      firstName: 'Fay',
    });
  });

  it('a contact whose lead names another business is WRONG_ACCOUNT and sees nothing', async () => {
    await setContacts([CONTACT]);
    const { browser } = await signInAsContact();
    const answer = await browser.post('/signup', contactLead(CONTACT, 'A Different Shop'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ userState: 'WRONG_ACCOUNT', email: CONTACT });
    expect((await userState(browser)).userState).toBe('WRONG_ACCOUNT');
    expect((await browser.get('/api/restore')).statusCode).toBe(401);
    expect((await browser.post('/api/save', {})).statusCode).toBe(401);
  });

  it('a contact taken off the application loses its session', async () => {
    await setContacts([CONTACT]);
    const { browser } = await signInAsContact();
    expect((await setContacts([])).statusCode).toBe(200);
    expect((await userState(browser)).userState).toBe('LOGGED_OUT');
    expect(await raw.repos.accountContacts.find(CONTACT)).toBeUndefined();
  });

  it('refuses a sign-in e-mail, another application’s contact, bad e-mails and too many', async () => {
    const own = await setContacts([shop.email]);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ error: string }>().error).toContain('sign-in e-mail of this application');
    const other = await signUpMerchant(t, raw, 'other@example.com', 'AU');
    expect((await setContacts([CONTACT], other.merchantId)).statusCode).toBe(200);
    const taken = await setContacts([CONTACT]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: string }>().error).toContain('another application');
    expect((await setContacts(['not an e-mail'])).statusCode).toBe(400);
    expect((await setContacts([CONTACT, CONTACT])).statusCode).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => `c${i}@example.com`);
    expect((await setContacts(six)).statusCode).toBe(400);
    expect(
      (
        await new TestBrowser(t.app).post(`/api/ops/applications/${shop.merchantId}/contacts`, {
          contactEmails: [CONTACT],
        })
      ).statusCode,
    ).toBe(401);
  });

  it('the signed webhook sets the contacts too', async () => {
    const body = JSON.stringify({
      id: 'evt_contacts',
      type: 'contacts.changed',
      data: { mlsProspectRef: shop.mlsProspectRef, contactEmails: ['Finance@Example.com'] },
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
    expect(await raw.repos.accountContacts.emailsOf(shop.merchantId)).toEqual([CONTACT]);
    const { answer } = await signInAsContact();
    expect(answer.userState).toBe('NEW_CONTACT_FOR_ACCOUNT');
  });
});
