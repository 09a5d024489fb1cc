/**
 * The automated bank link (doc 2 §7 create-link-token and plaid update-bank-info, §4 "Bank-link
 * eligibility") on both databases, the real `plaid` client calling a local stand-in of Plaid's
 * API: link tokens only for eligible merchants, the linked account saved like a manual one with
 * verificationSource PLAID (sealed at rest, masked when restored), Plaid's errors answered as
 * {error: {plaidError}}, and no automated link at all without the Plaid settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../domain/countries/country-code';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  publicTokenFor,
  STAND_IN_ACCOUNT,
  STAND_IN_INSTITUTION,
  STAND_IN_NUMBERS,
  startPlaidStandIn,
  type PlaidStandIn,
} from '../../test/support/plaid-stand-in';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { TestBrowser } from '../testing/test-browser';
import {
  LINK_NOT_ELIGIBLE_MESSAGE,
  LINK_REQUEST_INVALID_MESSAGE,
  LINK_UNAVAILABLE_MESSAGE,
} from './plaid-routes';
import { PLAID_API } from '../../domain/api/plaid-api';
import { sayIn } from '../i18n/say';

const LEGAL_NAME = 'Acme Trading Limited';

/** A signed-up merchant of `country` (and business type) whose business forms are saved. */
async function readyMerchant(
  t: TestApp,
  raw: RawDatabase,
  email: string,
  country: CountryCode,
  businessType?: string,
) {
  const merchant = validMerchant(country);
  if (businessType) merchant.companyInformation.businessType = businessType;
  const signedUp = await signUpMerchant(t, raw, email, country, merchant);
  await signedUp.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
  return signedUp;
}

// One app at a time: two PostgreSQL test apps open together trip over each other's migrations.
describe.each(DIALECTS)('bank link calls without the Plaid settings on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('the link is never offered and its calls answer 503', async () => {
    const { browser } = await readyMerchant(t, raw, 'off@example.com', 'US', 'Corporation');
    expect((await browser.get(PLAID_API.availability)).json()).toEqual({ linkAvailable: false });
    const response = await browser.post(PLAID_API.createLinkToken, { storeName: 'Acme' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { plaidError: sayIn('en', LINK_UNAVAILABLE_MESSAGE) },
    });
  });
});

describe.each(DIALECTS)('bank link calls on %s', (dialect) => {
  let plaid: PlaidStandIn;
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;

  /** A merchant of `country` (and business type) whose business forms are saved. */
  const ready = async (country: CountryCode, businessType?: string) =>
    readyMerchant(t, raw, `link${++n}@example.com`, country, businessType);

  const linkToken = async (browser: TestBrowser) => {
    const response = await browser.post(PLAID_API.createLinkToken, { storeName: 'Acme' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().linkToken as string;
  };

  const linkedBody = (token: string, country: CountryCode, overrides: object = {}) => ({
    token: publicTokenFor(token),
    id: STAND_IN_ACCOUNT.id,
    bankAccountName: LEGAL_NAME,
    registeredCountry: country,
    bankName: STAND_IN_INSTITUTION.name,
    bankLabel: 'PRIMARY',
    setBankFormComplete: true,
    ...overrides,
  });

  beforeAll(async () => {
    plaid = await startPlaidStandIn();
    t = await createTestApp(dialect, {
      PLAID_CLIENT_ID: plaid.clientId,
      PLAID_SECRET: plaid.secret,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: plaid.url,
    });
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
    await plaid.close();
  });

  it.each([
    ['US', 'Sole Proprietorship', true],
    ['US', 'Corporation', true],
    ['US', 'LLC', true],
    ['US', 'Partnership', false],
    ['CA', 'Corporation', true],
    ['CA', 'Partnership', true],
    ['AU', 'Private Company', false],
    ['UK', 'Private Company', false],
  ] as const)('%s %s: link available %s', async (country, type, available) => {
    const { browser } = await ready(country, type);
    const response = await browser.get(PLAID_API.availability);
    expect(response.json()).toEqual({ linkAvailable: available });
  });

  it.each(['US', 'CA'] as const)(
    '%s: the link token is created for the merchant with the auth product',
    async (country) => {
      const { browser, merchantId } = await ready(country);
      const seen = plaid.requests.length;
      const token = await linkToken(browser);
      expect(token).toMatch(/^link-sandbox-/);
      const [request] = plaid.requests.slice(seen);
      expect(request).toMatchObject({
        path: '/link/token/create',
        body: {
          client_name: 'Merchant Onboarding',
          language: 'en',
          country_codes: [country],
          products: ['auth'],
          user: { client_user_id: merchantId, legal_name: 'Acme' },
        },
      });
      // The keys travel in Plaid's headers, never in what the stand-in recorded.
      expect(JSON.stringify(request)).not.toContain(plaid.secret);
    },
  );

  it('opens Link in French and refuses in French for a merchant who reads French', async () => {
    const { browser } = await ready('CA');
    const seen = plaid.requests.length;
    const french = { 'accept-language': 'fr-CA' };
    const created = await browser.request({
      method: 'POST',
      url: PLAID_API.createLinkToken,
      headers: french,
      payload: { storeName: 'Acme' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(plaid.requests.slice(seen)[0]).toMatchObject({
      path: '/link/token/create',
      body: { language: 'fr', country_codes: ['CA'] },
    });
    const ineligible = await ready('AU');
    const refused = await ineligible.browser.request({
      method: 'POST',
      url: PLAID_API.createLinkToken,
      headers: french,
      payload: { storeName: 'Acme' },
    });
    expect(refused.json()).toEqual({
      error: {
        plaidError:
          'La liaison automatique d’un compte bancaire n’est pas offerte pour votre pays et votre type d’entreprise. Veuillez saisir vos renseignements bancaires manuellement.',
      },
    });
  });

  it('refuses a link token to an ineligible merchant without calling Plaid', async () => {
    const { browser } = await ready('AU');
    const seen = plaid.requests.length;
    const response = await browser.post(PLAID_API.createLinkToken, { storeName: 'Acme' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { plaidError: sayIn('en', LINK_NOT_ELIGIBLE_MESSAGE) },
    });
    expect(plaid.requests.length).toBe(seen);
  });

  it('US: the linked account completes the bank form, sealed at rest and masked on restore', async () => {
    const { browser, merchantId } = await ready('US');
    const token = await linkToken(browser);
    const response = await browser.post(PLAID_API.updateBankInfo, linkedBody(token, 'US'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.bankForm).toBe(true);
    expect(plaid.requests.slice(-2).map((r) => r.path)).toEqual([
      '/item/public_token/exchange',
      '/auth/get',
    ]);
    expect(plaid.requests.at(-1)?.body.options).toEqual({ account_ids: [STAND_IN_ACCOUNT.id] });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.primaryBank).toMatchObject({
      verificationSource: 'PLAID',
      bankAccountName: LEGAL_NAME,
      bankName: STAND_IN_INSTITUTION.name,
      routing: '•••••1533',
      account: '••••••••••••0000',
      confirmAccount: '••••••••••••0000',
    });
    const row = await raw.db
      .selectFrom('merchant_sections')
      .select('primary_bank')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(row.primary_bank).not.toContain(STAND_IN_NUMBERS.US.account);
    expect(row.primary_bank).not.toContain(STAND_IN_NUMBERS.US.routing);
  });

  it('CA: the EFT numbers fill the institution, transit and chequing fields', async () => {
    const { browser } = await ready('CA');
    const token = await linkToken(browser);
    const response = await browser.post(PLAID_API.updateBankInfo, linkedBody(token, 'CA'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.bankForm).toBe(true);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.primaryBank).toMatchObject({
      verificationSource: 'PLAID',
      canadaRoutingInstitutionIdNumber: '•••',
      canadaRoutingTransitIdNumber: '••••0',
      canadaChequingAccount: '••••••••3333',
      routing: '',
      account: '',
    });
  });

  it('US: a linked secondary account is saved under the suffixed fields', async () => {
    const { browser } = await ready('US');
    const first = await linkToken(browser);
    await browser.post(
      PLAID_API.updateBankInfo,
      linkedBody(first, 'US', { setBankFormComplete: false }),
    );
    const second = await linkToken(browser);
    const response = await browser.post(
      PLAID_API.updateBankInfo,
      linkedBody(second, 'US', { bankLabel: 'SECONDARY' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.bankForm).toBe(true);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.secondaryBank).toMatchObject({
      verificationSource2: 'PLAID',
      routing2: '•••••1533',
      account2: '••••••••••••0000',
    });
  });

  it('answers the bank messages when the account name is not the legal entity', async () => {
    const { browser } = await ready('US');
    const token = await linkToken(browser);
    const response = await browser.post(
      PLAID_API.updateBankInfo,
      linkedBody(token, 'US', { bankAccountName: 'Someone Else' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.primaryBank.bankAccountName.code).toBe(
      'FieldMismatch',
    );
  });

  it("answers Plaid's own message for a public token it refuses, and for a reused one", async () => {
    const { browser } = await ready('US');
    const bad = await browser.post(
      PLAID_API.updateBankInfo,
      linkedBody('link-sandbox-unknown', 'US'),
    );
    expect(bad.statusCode).toBe(502);
    expect(bad.json()).toEqual({
      error: {
        plaidError:
          'provided public token is in an invalid format. expected format: public-<environment>-<identifier>',
      },
    });
    const token = await linkToken(browser);
    expect((await browser.post(PLAID_API.updateBankInfo, linkedBody(token, 'US'))).statusCode).toBe(
      200,
    );
    const again = await browser.post(PLAID_API.updateBankInfo, linkedBody(token, 'US'));
    expect(again.statusCode).toBe(502);
  });

  it("prefers Plaid's display message, meant for people", async () => {
    const { browser } = await ready('US');
    plaid.failNext('/link/token/create', {
      status: 400,
      error_type: 'INSTITUTION_ERROR',
      error_code: 'INSTITUTION_DOWN',
      error_message: 'this institution is not currently responding to this request',
      display_message:
        'This financial institution is not currently responding. Please try again later.',
    });
    const response = await browser.post(PLAID_API.createLinkToken, { storeName: 'Acme' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        plaidError:
          'This financial institution is not currently responding. Please try again later.',
      },
    });
  });

  it('refuses malformed bodies, another country than the saved one, and no session', async () => {
    const { browser } = await ready('US');
    for (const body of [{}, { storeName: 7 }, []]) {
      const response = await browser.post(PLAID_API.createLinkToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { plaidError: sayIn('en', LINK_REQUEST_INVALID_MESSAGE) },
      });
    }
    const token = await linkToken(browser);
    for (const overrides of [
      { bankLabel: 'THIRD' },
      { setBankFormComplete: 'yes' },
      { token: '' },
    ]) {
      const response = await browser.post(
        PLAID_API.updateBankInfo,
        linkedBody(token, 'US', overrides),
      );
      expect(response.statusCode).toBe(400);
    }
    const elsewhere = await browser.post(PLAID_API.updateBankInfo, linkedBody(token, 'CA'));
    expect(elsewhere.statusCode).toBe(403);
    const stranger = new TestBrowser(t.app);
    expect((await stranger.post(PLAID_API.createLinkToken, { storeName: 'x' })).statusCode).toBe(
      401,
    );
    expect((await stranger.get(PLAID_API.availability)).statusCode).toBe(401);
  });
});
