/**
 * Every user state answered from data (docs/decisions/0070, 0071): the lead's platform and
 * channel at sign-up, the back office's marks set by the console and the signed webhook, and the
 * maintenance switch flipped at run time, honoured by every merchant call without a restart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { MAINTENANCE_MESSAGE, maintenanceAnswer } from '../../domain/api/maintenance-api';
import type { CountryCode } from '../../domain/countries/country-code';
import type { UserStateResponse } from '../../domain/api/session-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { createOpsAccount, opsBrowser } from '../testing/back-office-kit';
import { signatureHeader } from '../back-office/webhook-signature';
import { SIGNATURE_INVALID } from '../back-office/webhook-routes';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
  type SignedUpMerchant,
} from '../testing/merchant-test-kit';
import { OPS_SIGN_IN_REQUIRED } from '../ops/require-ops';
import { MERCHANT_BODY_ROUTES, MERCHANT_OTHER_CALLS } from '../testing/merchant-routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const WEBHOOK = '/api/back-office/webhooks';
const CACHE_MS = 2000;

describe.each(DIALECTS)('user states on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let sequence = 0;
  beforeEach(async () => {
    t = await createTestApp(dialect, {
      WEBHOOK_SECRET: SECRET,
      MAINTENANCE_CACHE_MS: String(CACHE_MS),
    });
    raw = await openRawDatabase(t);
    await createOpsAccount(t);
  });
  afterEach(async () => {
    await raw.close();
    await t.close();
  });

  const userState = async (browser: TestBrowser) =>
    (await browser.get('/user-state')).json<UserStateResponse>();
  const signUp = (
    email: string,
    country: CountryCode,
    lead: { salesChannel: string; platform: string; acquirer: string },
  ) => {
    const merchant = validMerchant(country, { salesChannel: lead.salesChannel });
    merchant.lead = { ...merchant.lead, ...lead };
    return signUpMerchant(t, raw, email, country, merchant);
  };
  const deliver = (type: string, data: Record<string, unknown>, secret = SECRET) => {
    const body = JSON.stringify({ id: `evt_${++sequence}`, type, data });
    return t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'x-portal-signature': signatureHeader(secret, body, t.clock.now()),
      },
      payload: body,
    });
  };

  describe('from the lead at sign-up', () => {
    it.each([
      ['US', 'Online Only', 'Squarespace', '', 'SQUARESPACE'],
      ['AU', 'Online Only', 'Maropost', '', 'MAROPOST'],
      ['US', 'Online Only', 'Square', '', 'SQUARE_ONLY'],
      ['US', 'In-store Only', '', 'Square', 'SQUARE_ONLY'],
      ['US', 'Online and In-store', 'Square', 'Square', 'SQUARE_ONLY'],
      ['UK', 'Online and In-store', 'Square', 'Worldpay', 'SQUARE_AND_MOP'],
      ['US', 'Online and In-store', 'Square', 'Chase', 'POST_LEAD'],
      ['US', 'Online Only', 'Shopify', '', 'POST_LEAD'],
    ] as const)(
      '%s %s, platform %s, acquirer %s → %s',
      async (country, salesChannel, platform, acquirer, state) => {
        const shop = await signUp('shop@example.com', country, {
          salesChannel,
          platform,
          acquirer,
        });
        expect((await userState(shop.browser)).userState).toBe(state);
        expect((await raw.repos.merchants.findById(shop.merchantId))?.user_state).toBe(state);
      },
    );

    it('stops a Square lead’s save after the drafts, answering its state (doc 2 §7)', async () => {
      const merchant = validMerchant('US', { salesChannel: 'Online Only' });
      merchant.lead = { ...merchant.lead, platform: 'Square' };
      const shop = await signUpMerchant(t, raw, 'square@example.com', 'US', merchant);
      const saved = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ userState: 'SQUARE_ONLY', revision: null });
    });
  });

  describe('marks set by the back office', () => {
    let shop: SignedUpMerchant;
    let ops: TestBrowser;
    beforeEach(async () => {
      shop = await signUpMerchant(t, raw, 'shop@example.com', 'US');
      ops = await opsBrowser(t);
    });
    const mark = (accountMark: string | null) =>
      ops.post(`/api/ops/applications/${shop.merchantId}/account-mark`, { accountMark });

    it.each(['AGENCY', 'INVALID_COUNTRY', 'THANK_YOU'])(
      'the console sets %s, audited; clearing it gives the stored state back',
      async (state) => {
        const set = await mark(state);
        expect(set.statusCode, set.body).toBe(200);
        expect(set.json<ApplicationDetail>().accountMark).toBe(state);
        expect((await userState(shop.browser)).userState).toBe(state);
        expect(set.json<ApplicationDetail>().audit).toContainEqual(
          expect.objectContaining({
            actor: 'ops:ops@example.com',
            action: 'account_mark.changed',
            before: { accountMark: '' },
            after: { accountMark: state },
          }),
        );
        expect((await mark(null)).statusCode).toBe(200);
        expect((await userState(shop.browser)).userState).toBe('POST_LEAD');
      },
    );

    it('refuses an unknown mark with a clear 400', async () => {
      const response = await mark('PLATINUM');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/AGENCY, INVALID_COUNTRY/);
    });

    it('the signed webhook sets a mark; the sign-in link answers it too', async () => {
      const response = await deliver('account_mark.changed', {
        mlsProspectRef: shop.mlsProspectRef,
        accountMark: 'AGENCY',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await userState(shop.browser)).userState).toBe('AGENCY');
      const again = new TestBrowser(t.app);
      await again.checkEmail(shop.email);
      const token = await again.latestSignInToken(shop.email);
      const signedIn = await again.post('/sign-in-link', { token });
      expect(signedIn.json<UserStateResponse>().userState).toBe('AGENCY');
      const view = (
        await ops.get(`/api/ops/applications/${shop.merchantId}`)
      ).json<ApplicationDetail>();
      expect(view.audit[0]).toMatchObject({ actor: `webhook:evt_${sequence}` });
    });
  });

  describe('the maintenance switch', () => {
    let shop: SignedUpMerchant;
    let ops: TestBrowser;
    beforeEach(async () => {
      shop = await signUpMerchant(t, raw, 'shop@example.com', 'US');
      ops = await opsBrowser(t);
    });
    const flip = async (on: boolean) => {
      const response = await ops.post('/api/ops/maintenance', { on });
      expect(response.statusCode, response.body).toBe(200);
    };
    const call = (browser: TestBrowser, method: 'GET' | 'POST', url: string) =>
      method === 'GET' ? browser.get(url) : browser.post(url, {});

    it('stops every merchant call with 503 and the maintenance answer, then lets them through', async () => {
      await flip(true);
      expect(await userState(shop.browser)).toMatchObject({ userState: 'MAINTENANCE_MODE' });
      expect((await userState(new TestBrowser(t.app))).userState).toBe('MAINTENANCE_MODE');
      for (const url of MERCHANT_BODY_ROUTES) {
        const response = await shop.browser.post(url, {});
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual(maintenanceAnswer());
      }
      for (const [method, url] of MERCHANT_OTHER_CALLS) {
        const response = await call(shop.browser, method, url);
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual({
          userState: 'MAINTENANCE_MODE',
          error: MAINTENANCE_MESSAGE,
        });
      }
      // Nothing was written meanwhile, and the console still works.
      expect((await ops.get(`/api/ops/applications/${shop.merchantId}`)).statusCode).toBe(200);

      await flip(false);
      expect((await userState(shop.browser)).userState).toBe('POST_LEAD');
      for (const url of MERCHANT_BODY_ROUTES) {
        expect((await shop.browser.post(url, {})).statusCode, url).not.toBe(503);
      }
      for (const [method, url] of MERCHANT_OTHER_CALLS) {
        const response = await call(shop.browser, method, url);
        expect(response.statusCode, url).not.toBe(503);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });

    it('keeps the merchant’s saved answers across maintenance', async () => {
      const merchant = validMerchant('US');
      const saved = await shop.browser.post(
        '/api/save',
        saveBody(merchant, { companyInfoForm: true }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      await flip(true);
      const refused = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      expect(refused.statusCode).toBe(503);
      await flip(false);
      const restored = (await shop.browser.get('/api/restore')).json<{
        formCompletedState: Record<string, boolean>;
        companyInformation: { legalBusinessName: string };
      }>();
      expect(restored.formCompletedState.companyInfoForm).toBe(true);
      expect(restored.formCompletedState.storeDetailsForm).toBe(false);
      expect(restored.companyInformation.legalBusinessName).toBe(
        merchant.companyInformation.legalBusinessName,
      );
    });

    it('another server’s change is seen within the cache time, without a restart', async () => {
      // Another app server writes the switch into the shared database.
      await raw.db
        .insertInto('portal_settings')
        .values({ key: 'maintenance_mode', value: 'on', changed_by: 'ops:other', changed_at: 1 })
        .execute();
      expect((await userState(shop.browser)).userState).toBe('POST_LEAD');
      t.clock.advance(CACHE_MS);
      expect((await userState(shop.browser)).userState).toBe('MAINTENANCE_MODE');
      expect((await shop.browser.get('/api/restore')).statusCode).toBe(503);
    });

    it('the signed webhook flips it, audited with the event id', async () => {
      const on = await deliver('maintenance.changed', { on: true });
      expect(on.statusCode, on.body).toBe(200);
      expect((await userState(shop.browser)).userState).toBe('MAINTENANCE_MODE');
      const state = (await ops.get('/api/ops/maintenance')).json<{
        on: boolean;
        changedBy: string;
      }>();
      expect(state).toMatchObject({ on: true, changedBy: `webhook:evt_${sequence}` });
      const audit = await raw.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'maintenance.changed')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ merchant_id: null, actor: `webhook:evt_${sequence}` });
      expect((await deliver('maintenance.changed', { on: false })).statusCode).toBe(200);
      expect((await userState(shop.browser)).userState).toBe('POST_LEAD');
    });

    it('refuses the switch to anyone but operators and correctly signed webhooks', async () => {
      for (const browser of [new TestBrowser(t.app), shop.browser]) {
        const post = await browser.post('/api/ops/maintenance', { on: true });
        expect(post.statusCode).toBe(401);
        expect(post.json()).toEqual({ error: OPS_SIGN_IN_REQUIRED });
        expect((await browser.get('/api/ops/maintenance')).statusCode).toBe(401);
        const markCall = await browser.post(
          `/api/ops/applications/${shop.merchantId}/account-mark`,
          { accountMark: 'AGENCY' },
        );
        expect(markCall.statusCode).toBe(401);
      }
      const forged = await deliver(
        'maintenance.changed',
        { on: true },
        'another_secret_0123456789abcdefghijklmn',
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: SIGNATURE_INVALID });
      expect((await ops.post('/api/ops/maintenance', { on: 'yes' })).statusCode).toBe(400);
      expect((await userState(shop.browser)).userState).toBe('POST_LEAD');
    });
  });

  it('starts in maintenance when MAINTENANCE_MODE=on, until an operator ends it', async () => {
    const started = await createTestApp(dialect, { MAINTENANCE_MODE: 'on' });
    try {
      const browser = new TestBrowser(started.app);
      expect((await userState(browser)).userState).toBe('MAINTENANCE_MODE');
      expect((await browser.post('/check-email', { email: 'a@example.com' })).statusCode).toBe(503);
    } finally {
      await started.close();
    }
  });
});
