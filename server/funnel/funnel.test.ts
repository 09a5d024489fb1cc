/**
 * The funnel on the server (docs/decisions/0255): milestones recorded where the server
 * acknowledges them, the browser's intake (catalogue, personal data refused, each event once),
 * and the console's report by window, country and brand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import type { FunnelReport } from '../../domain/funnel/funnel-report';
import { validMerchant } from '../../test/data/valid-merchant';
import { createOpsAccount, databaseOf, opsBrowser } from '../testing/back-office-kit';
import { BUSINESS_FORMS, saveBody, signUpMerchant } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import type { Repositories } from '../db/repositories';
import type { Db } from '../db/database';
import { FUNNEL_RETENTION_MS } from './funnel-repository';

const event = (name: string, properties: Record<string, unknown> = {}, id?: string) => ({
  id: id ?? crypto.randomUUID(),
  name,
  properties,
  at: Date.now(),
});

describe.each(DIALECTS)('the funnel on %s', (dialect) => {
  let t: TestApp;
  let repos: Repositories;
  let db: Db;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    ({ repos, db } = await databaseOf(t));
  });
  afterEach(async () => {
    await t.close();
  });
  const raw = () => ({ db, repos, close: async () => {} });
  const stored = async () => repos.funnel.all();

  describe('milestones', () => {
    it('records each step where the server acknowledges it, once, without personal data', async () => {
      const merchant = validMerchant('CA');
      const shop = await signUpMerchant(t, raw(), 'steps@example.com', 'CA', merchant);
      await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      // A second save of the same forms reaches nothing new.
      await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      const bank = await shop.browser.post(
        '/api/update-bank-info',
        primaryBankPayload(merchant.primaryBank, 'CA', {
          setBankFormComplete: true,
          bankVerificationSource: 'MANUAL',
        }),
      );
      expect(bank.statusCode, bank.body).toBe(200);
      const support = await shop.browser.post(
        '/api/update-customer-service-info',
        customerSupportPayload(merchant.customerSupport),
      );
      expect(support.statusCode, support.body).toBe(200);
      await createOpsAccount(t);
      const ops = await opsBrowser(t);
      const decided = await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
        decision: 'READY_TO_INSTALL',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
        decision: 'COMPLETE',
      });

      const rows = await stored();
      expect(rows.map((row) => row.step)).toEqual([
        'signed_in',
        'lead_created',
        'business_details_sent',
        'bank_done',
        'customer_support_done',
        'approved',
        'active',
      ]);
      expect(new Set(rows.map((row) => row.merchant_key)).size).toBe(1);
      // Before the lead, the portal knows no country; after it, the lead's country and brand.
      expect(rows[0]).toMatchObject({ country: null, brand: null });
      expect(rows.slice(1).every((row) => row.country === 'CA' && row.brand === 'provider')).toBe(
        true,
      );
      const text = JSON.stringify(rows);
      expect(text).not.toContain('steps@example.com');
      expect(text).not.toContain(shop.merchantId);
      expect(text).not.toContain(merchant.lead.firstName);
    });

    it('keeps the link a sign-up came through (doc 1 §4 ol_src)', async () => {
      const browser = new TestBrowser(t.app);
      await browser.signUp('linked@example.com', { linkSource: 'ONBOARDING_LINK_CLICK' });
      const lead = (await stored()).find((row) => row.event === 'lead_saved');
      expect(JSON.parse(lead?.properties ?? '{}')).toEqual({ linkSource: 'ONBOARDING_LINK_CLICK' });
    });

    it('records each mailed sign-in link used (doc 1 §4 ol_src=vel), once per link', async () => {
      const shop = await signUpMerchant(t, raw(), 'returning@example.com', 'US');
      const browser = new TestBrowser(t.app);
      await browser.checkEmail('returning@example.com');
      const token = await browser.latestSignInToken('returning@example.com');
      expect((await browser.post('/sign-in-link', { token })).statusCode).toBe(200);
      expect((await browser.post('/sign-in-link', { token })).statusCode).toBe(400);
      const clicks = (await stored()).filter((row) => row.event === 'sign_in_link_clicked');
      expect(clicks.map((row) => [JSON.parse(row.properties), row.country, row.brand])).toEqual([
        [{ linkSource: 'VERIFY_EMAIL_LINK_CLICK' }, 'US', 'cashApp'],
      ]);
      expect(JSON.stringify(clicks)).not.toContain(token);
      // The returning merchant's sign-in is the same funnel step, reached once.
      expect((await stored()).filter((row) => row.step === 'signed_in')).toHaveLength(1);
      expect(shop.email).toBe('returning@example.com');
    });

    it('does not fail a merchant call when the funnel cannot store', async () => {
      const merchant = validMerchant('AU');
      const shop = await signUpMerchant(t, raw(), 'resilient@example.com', 'AU', merchant);
      await db.schema.dropTable('funnel_events').execute();
      const saved = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().formCompletedState.businessOwnerForm).toBe(true);
    });
  });

  describe('the browser intake', () => {
    const signedIn = async (email = 'intake@example.com') =>
      (await signUpMerchant(t, raw(), email, 'UK')).browser;
    const send = (browser: TestBrowser, events: unknown[]) =>
      browser.post('/api/analytics/events', { events });

    it('keeps catalogued events under the merchant key, country and brand', async () => {
      const browser = await signedIn();
      const response = await send(browser, [
        event('lead_page_completed', { page: 'business-info' }),
        event('bank_info_failed', { label: 'PRIMARY', source: 'MANUAL', reason: 'validation' }),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ stored: 2 });
      const rows = (await stored()).filter((row) => row.step === null);
      expect(rows.map((row) => [row.event, row.country, row.brand])).toEqual([
        ['lead_page_completed', 'UK', 'uk'],
        ['bank_info_failed', 'UK', 'uk'],
      ]);
    });

    it('keeps a lead page completed once across reloads and tabs, and an event id once', async () => {
      const browser = await signedIn();
      const again = event('bank_info_saved', { label: 'PRIMARY', source: 'PLAID' });
      await send(browser, [event('lead_page_completed', { page: 'contact' }), again]);
      const second = await send(browser, [
        event('lead_page_completed', { page: 'contact' }),
        again,
      ]);
      expect(second.json()).toEqual({ stored: 0 });
      const other = await send(browser, [event('lead_page_completed', { page: 'business-size' })]);
      expect(other.json()).toEqual({ stored: 1 });
    });

    it.each([
      [[event('page_viewed')], 'Unknown analytics event "page_viewed".'],
      [
        [event('store_submitted', { email: 'me@example.com' })],
        '"store_submitted" takes no property "email".',
      ],
      [
        [event('lead_page_completed', { page: 'Ada Lovelace' })],
        '"page" of "lead_page_completed" must be one of: business-info, additional-business-info, business-size, contact.',
      ],
    ])('refuses a batch with an event outside the catalogue: %j', async (events, message) => {
      const browser = await signedIn();
      const response = await send(browser, [event('store_submitted'), ...events]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await stored()).filter((row) => row.step === null)).toEqual([]);
    });

    it.each([
      ['no events', { events: [] }],
      ['too many', { events: Array.from({ length: 21 }, () => event('store_submitted')) }],
      ['a list', [event('store_submitted')]],
      ['free text as an id', { events: [{ ...event('store_submitted'), id: 'me@example.com' }] }],
    ])('refuses a malformed batch (%s) with a clear 400', async (_, body) => {
      const browser = await signedIn();
      const response = await browser.post('/api/analytics/events', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Send \{events: \[\.\.\.\]\} with 1 to 20 events/);
    });

    it('keeps no event of a visit that has not signed in, without calling it an error', async () => {
      const response = await send(new TestBrowser(t.app), [event('store_submitted')]);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ stored: 0 });
      expect(await stored()).toEqual([]);
    });
  });

  describe('retention', () => {
    it('forgets the events older than 13 months and keeps the rest', async () => {
      const now = Date.now();
      const row = (id: string, occurred_at: number) => ({
        id,
        merchant_key: 'k'.repeat(64),
        event: 'lead_saved',
        step: 'lead_created',
        country: 'US',
        brand: 'provider',
        properties: '{}',
        occurred_at,
      });
      await repos.funnel.record([
        row('old', now - FUNNEL_RETENTION_MS - 1000),
        row('kept', now - FUNNEL_RETENTION_MS + 60_000),
      ]);
      await repos.funnel.deleteOlderThan(now - FUNNEL_RETENTION_MS);
      expect((await stored()).map((event) => event.id)).toEqual(['kept']);
    });
  });

  describe('GET /api/ops/funnel', () => {
    it('counts the merchants at each step, filtered by country and brand', async () => {
      const us = validMerchant('US');
      const first = await signUpMerchant(t, raw(), 'us@example.com', 'US', us);
      await first.browser.post('/api/save', saveBody(us, BUSINESS_FORMS));
      await signUpMerchant(t, raw(), 'au@example.com', 'AU');
      await new TestBrowser(t.app).checkEmail('only-signed-in@example.com');
      await createOpsAccount(t);
      const ops = await opsBrowser(t);

      const all = (await ops.get('/api/ops/funnel?days=7')).json<FunnelReport>();
      expect(all.merchants).toBe(3);
      expect(all.rows.slice(0, 4).map((row) => [row.step, row.reached, row.stoppedHere])).toEqual([
        ['signed_in', 3, 1],
        ['lead_created', 2, 1],
        ['business_details_sent', 1, 1],
        ['bank_done', 0, 0],
      ]);
      const cashApp = (await ops.get('/api/ops/funnel?days=30&brand=cashApp')).json<FunnelReport>();
      expect(cashApp.merchants).toBe(1);
      const au = (await ops.get('/api/ops/funnel?days=90&country=AU')).json<FunnelReport>();
      expect(au.rows.map((row) => row.reached).slice(0, 3)).toEqual([1, 1, 0]);
    });

    it.each(['days=14', 'days=7&country=FR', 'days=7&brand=acme', ''])(
      'refuses ?%s with the allowed values',
      async (query) => {
        await createOpsAccount(t);
        const ops = await opsBrowser(t);
        const response = await ops.get(`/api/ops/funnel?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain('Give days as 7, 30 or 90');
      },
    );

    it('is for signed-in staff only', async () => {
      const response = await new TestBrowser(t.app).get('/api/ops/funnel?days=7');
      expect(response.statusCode).toBe(401);
    });
  });
});
