/**
 * The status page's calls (doc 2 §7) on both databases: the status context, the opportunity
 * stage, the ZDO account and credentials, gateway enabled, in-store access tokens and store
 * status, update-user, and the public flags.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import type { StatusContext } from '../../domain/api/status-api';
import { TRAINING_CHECK, TRAINING_CHECK_NOT_PASSED } from '../../domain/status/training-check';
import { sayIn } from '../i18n/say';
import {
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type MerchantOptions,
} from '../testing/back-office-kit';
import { createAccessTokens } from '../back-office/instore-access-token';
import type { Repositories } from '../db/repositories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

/** Every merchant call of this group, as [method, url]: each needs a signed-in merchant. */
const RIGHT_ANSWERS = Object.fromEntries(TRAINING_CHECK.map((q) => [q.id, q.answer]));

const MERCHANT_CALLS: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/status'],
  ['GET', '/api/opportunity-stage'],
  ['POST', '/api/zdo/create-account'],
  ['GET', '/api/zdo/get-apc-credentials'],
  ['POST', '/api/zdo/update-gateway-enabled'],
  ['GET', '/api/instore/client-access-token?store_location_id=sl_1'],
  ['GET', '/api/instore/store-location/sl_1'],
  ['POST', '/api/update-user'],
  ['POST', '/send-merchant-admin-help-desk-email'],
];

describe.each(DIALECTS)('status page calls on %s', (dialect) => {
  let t: TestApp;
  let repos: Repositories;
  beforeEach(async () => {
    t = await createTestApp(dialect, { FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY: 'false' });
    ({ repos } = await databaseOf(t));
  });
  afterEach(() => t.close());

  const merchant = (options: MerchantOptions = {}, email = 'shop@example.com') =>
    testMerchant(t, repos, email, options);
  const statusOf = async (browser: TestBrowser) =>
    (await browser.get('/api/status')).json<StatusContext>();

  it.each(MERCHANT_CALLS)('keeps %s %s behind sign-in', async (method, url) => {
    const response = await new TestBrowser(t.app).request({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please re-authenticate.' });
  });

  it('GET /api/flags answers every flag publicly, as configured', async () => {
    const response = await new TestBrowser(t.app).get('/api/flags');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      merchantPortalReleaseCashPay: false,
    });
  });

  describe('GET /api/status', () => {
    it('gives the status context of a submitted Australian in-store merchant', async () => {
      const shop = await merchant({
        country: 'AU',
        salesChannel: 'Online and In-store',
        locations: 2,
      });
      const context = await statusOf(shop.browser);
      expect(context).toEqual({
        onboardingStatus: 'IN_REVIEW',
        onboardingGroup: 'Normal Merchant',
        opportunityStage: 'Compliance Checks',
        merchantId: '',
        registeredCountry: 'AU',
        salesChannel: 'Online and In-store',
        inStoreTrainingComplete: false,
        inStoreTrainingButtonClicked: false,
        inStoreDirectDebitAuthorized: false,
        messagingComplete: false,
        gatewayEnabled: false,
        isEligibleForInStoreSelfServeActivation: true,
        storeLocations: [
          { id: expect.stringMatching(/^sl_/), label: 'Location 1', locationName: 'Acme 1' },
          { id: expect.stringMatching(/^sl_/), label: 'Location 2', locationName: 'Acme 2' },
        ],
        opportunityOwnerEmail: '',
        totalAnnualSales: '$500K-$1M',
        accountRequestPending: false,
        formCompletedState: expect.objectContaining({ bankForm: true, customerServiceForm: true }),
        cashPayOnboardingStatus: 'NONE',
        cashPayIntegrationComplete: false,
        customizeCashPayProfileComplete: false,
        isEligibleForCashPay: false,
        cashPayLogoUrl: '',
        cashPayChannel: false,
        revision: null,
      });
    });

    it('is IN_PROGRESS until the five onboarding forms are done', async () => {
      const shop = await merchant({ submitted: false });
      expect((await statusOf(shop.browser)).onboardingStatus).toBe('IN_PROGRESS');
    });

    // doc 1 §4: selfServeInStore needs US or AU, an in-store channel and multiTerminal No.
    it.each<[MerchantOptions, boolean]>([
      [{ country: 'US', salesChannel: 'In-store Only' }, true],
      [{ country: 'AU', salesChannel: 'In-store Only', multiTerminal: 'Yes' }, false],
      [{ country: 'AU', salesChannel: 'Online Only' }, false],
      [{ country: 'NZ', salesChannel: 'In-store Only' }, false],
      [{ country: 'UK', salesChannel: 'Online and In-store' }, false],
      [{ country: 'CA' }, false],
    ])('self-serve in-store eligibility of %j is %s', async (options, eligible) => {
      const shop = await merchant(options);
      const context = await statusOf(shop.browser);
      expect(context.isEligibleForInStoreSelfServeActivation).toBe(eligible);
      if (options.salesChannel === 'Online Only' || options.country === 'CA')
        expect(context.storeLocations).toEqual([]);
    });
  });

  describe('GET /api/opportunity-stage', () => {
    it.each(['In-store Only', 'Online and In-store'])(
      'answers the stage for %s',
      async (salesChannel) => {
        const shop = await merchant({ salesChannel });
        expect((await shop.browser.get('/api/opportunity-stage')).json()).toEqual({
          opportunityStage: 'Compliance Checks',
        });
      },
    );

    it('is only for in-store channels: 400 for Online Only', async () => {
      const shop = await merchant({ salesChannel: 'Online Only' });
      const response = await shop.browser.get('/api/opportunity-stage');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The opportunity stage is only available to merchants who sell in store.',
      });
    });
  });

  describe('the ZDO account', () => {
    it('is PENDING while the request waits for the back office, then CREATED once approved', async () => {
      const shop = await merchant();
      expect((await shop.browser.get('/api/zdo/get-apc-credentials')).statusCode).toBe(404);
      expect((await shop.browser.post('/api/zdo/create-account')).json()).toEqual({
        status: 'PENDING',
      });
      expect((await shop.browser.post('/api/zdo/create-account')).json()).toEqual({
        status: 'PENDING',
      });
      expect((await statusOf(shop.browser)).accountRequestPending).toBe(true);

      await createOpsAccount(t);
      const ops = await opsBrowser(t);
      const view = await ops.get(`/api/ops/applications/${shop.id}`);
      expect(view.json()).toMatchObject({ accountRequestPending: true });
      await ops.post(`/api/ops/applications/${shop.id}/compliance`, {
        decision: 'READY_TO_INSTALL',
      });

      expect((await shop.browser.post('/api/zdo/create-account')).json()).toEqual({
        status: 'CREATED',
      });
      const credentials = (await shop.browser.get('/api/zdo/get-apc-credentials')).json<{
        merchantId: string;
        secretKey: string;
      }>();
      expect(credentials).toEqual({
        merchantId: expect.stringMatching(/^MER-/),
        secretKey: expect.stringMatching(/^sk_/),
      });
      const context = await statusOf(shop.browser);
      expect(context).toMatchObject({
        merchantId: credentials.merchantId,
        accountRequestPending: false,
        onboardingStatus: 'READY_TO_INSTALL',
      });
    });

    it('is not requested by a merchant of a ZDO group (409)', async () => {
      const shop = await merchant();
      await repos.merchantAccounts.update(shop.id, { onboardingGroup: 'ZDO Merchant' });
      const response = await shop.browser.post('/api/zdo/create-account');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'The account of a ZDO merchant is set up by our team; there is nothing to request.',
      });
    });

    it('records gatewayEnabled once the account exists, and answers the form state', async () => {
      const shop = await merchant();
      const early = await shop.browser.post('/api/zdo/update-gateway-enabled', { isEnabled: true });
      expect(early.statusCode).toBe(409);
      await repos.merchantAccounts.update(shop.id, { merchantId: 'MER-1', secretKey: 'sk_test' });
      const response = await shop.browser.post('/api/zdo/update-gateway-enabled', {
        isEnabled: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        formCompletedState: expect.objectContaining({ gatewayEnabled: true, bankForm: true }),
      });
      expect((await shop.browser.get('/user-state')).json()).toMatchObject({
        formCompletedState: { gatewayEnabled: true },
      });
      expect((await statusOf(shop.browser)).gatewayEnabled).toBe(true);
      for (const body of [{}, { isEnabled: 'yes' }, { isEnabled: true, other: 1 }]) {
        const bad = await shop.browser.post('/api/zdo/update-gateway-enabled', body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ error: 'Send {isEnabled} as true or false.' });
      }
    });
  });

  describe('in-store activation', () => {
    it('needs store_location_id: storeLocationId is required', async () => {
      const shop = await merchant({ country: 'US', salesChannel: 'In-store Only' });
      for (const url of [
        '/api/instore/client-access-token',
        '/api/instore/client-access-token?store_location_id=',
      ]) {
        const response = await shop.browser.get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'storeLocationId is required' });
      }
    });

    it('issues a short-lived token bound to one store location of this merchant', async () => {
      const shop = await merchant({ country: 'US', salesChannel: 'In-store Only' });
      const [location] = (await statusOf(shop.browser)).storeLocations;
      const response = await shop.browser.get(
        `/api/instore/client-access-token?store_location_id=${location!.id}`,
      );
      expect(response.statusCode).toBe(200);
      const { accessToken, expiresAt } = response.json<{
        accessToken: string;
        expiresAt: number;
      }>();
      expect(expiresAt).toBe(t.clock.now() + 10 * 60 * 1000);
      const tokens = createAccessTokens(t.config.secrets.sessionSecret);
      expect(tokens.verify(accessToken, t.clock.now())).toEqual({
        merchantId: shop.id,
        storeLocationId: location!.id,
      });
      expect(tokens.verify(accessToken, expiresAt)).toBeUndefined();
    });

    it("refuses another merchant's store location, and a merchant not eligible for self-serve", async () => {
      const shop = await merchant({ country: 'US', salesChannel: 'In-store Only' });
      const other = await merchant(
        { country: 'US', salesChannel: 'In-store Only' },
        'other@example.com',
      );
      const [theirs] = (await statusOf(other.browser)).storeLocations;
      for (const url of [
        `/api/instore/client-access-token?store_location_id=${theirs!.id}`,
        `/api/instore/store-location/${theirs!.id}`,
        '/api/instore/store-location/..%2F..%2Fetc',
      ]) {
        const response = await shop.browser.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          error: 'This merchant has no store location with that id.',
        });
      }
      const multi = await merchant(
        { country: 'AU', salesChannel: 'In-store Only', multiTerminal: 'Yes' },
        'multi@example.com',
      );
      const [location] = (await statusOf(multi.browser)).storeLocations;
      const refused = await multi.browser.get(
        `/api/instore/client-access-token?store_location_id=${location!.id}`,
      );
      expect(refused.statusCode).toBe(409);
    });

    it('reports hasSelfServeTransaction once the back office records the test transaction', async () => {
      const shop = await merchant({ country: 'AU', salesChannel: 'In-store Only' });
      const [location] = (await statusOf(shop.browser)).storeLocations;
      const url = `/api/instore/store-location/${location!.id}`;
      expect((await shop.browser.get(url)).json()).toEqual({ hasSelfServeTransaction: false });
      await createOpsAccount(t);
      const ops = await opsBrowser(t);
      await ops.post(
        `/api/ops/applications/${shop.id}/store-locations/${location!.id}/test-transaction`,
      );
      expect((await shop.browser.get(url)).json()).toEqual({ hasSelfServeTransaction: true });
    });
  });

  describe('POST /api/update-user', () => {
    const STEPS = [
      'inStoreTrainingButtonClicked',
      'inStoreTrainingComplete',
      'inStoreDirectDebitAuthorized',
      'messagingComplete',
    ] as const;
    it.each(STEPS)('marks %s done and answers the status context', async (step) => {
      const shop = await merchant();
      const response = await shop.browser.post('/api/update-user', {
        [step]: true,
        ...(step === 'inStoreTrainingComplete' && { trainingCheck: RIGHT_ANSWERS }),
      });
      expect(response.statusCode).toBe(200);
      const context = response.json<StatusContext>();
      expect(context[step]).toBe(true);
      for (const otherStep of STEPS) {
        if (otherStep !== step) expect(context[otherStep]).toBe(false);
      }
      expect((await statusOf(shop.browser))[step]).toBe(true);
    });

    it('keeps the training button click, so a new page reads it (doc 1 §3 inStoreTrainingButtonClicked)', async () => {
      const shop = await merchant({ country: 'AU', salesChannel: 'In-store Only' });
      expect((await statusOf(shop.browser)).inStoreTrainingButtonClicked).toBe(false);
      const click = await shop.browser.post('/api/update-user', {
        inStoreTrainingButtonClicked: true,
      });
      expect(click.statusCode).toBe(200);
      // A reload reads the status context again.
      const again = await statusOf(shop.browser);
      expect(again).toMatchObject({
        inStoreTrainingButtonClicked: true,
        inStoreTrainingComplete: false,
      });
    });

    it('marks the training done only with every answer of its retention check right (decision 0260)', async () => {
      const shop = await merchant();
      for (const trainingCheck of [
        undefined,
        {},
        { ...RIGHT_ANSWERS, declined: 'retry' },
        { howCustomersPay: 'tapCard', refund: 'sameCard' },
      ]) {
        const refused = await shop.browser.post('/api/update-user', {
          inStoreTrainingComplete: true,
          ...(trainingCheck && { trainingCheck }),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: sayIn('en', TRAINING_CHECK_NOT_PASSED) });
      }
      // A refused mark changes nothing, the click kept before included.
      await shop.browser.post('/api/update-user', { inStoreTrainingButtonClicked: true });
      expect(await statusOf(shop.browser)).toMatchObject({
        inStoreTrainingButtonClicked: true,
        inStoreTrainingComplete: false,
      });
      const marked = await shop.browser.post('/api/update-user', {
        inStoreTrainingComplete: true,
        trainingCheck: RIGHT_ANSWERS,
      });
      expect(marked.statusCode).toBe(200);
      expect((await statusOf(shop.browser)).inStoreTrainingComplete).toBe(true);
    });

    it.each([
      [{}],
      [{ inStoreTrainingComplete: false }],
      [{ messagingComplete: true, trainingCheck: {} }],
      [{ inStoreTrainingComplete: true, trainingCheck: { declined: 'x'.repeat(41) } }],
      [{ inStoreTrainingComplete: true, trainingCheck: ['tapCard'] }],
      [{ inStoreTrainingButtonClicked: false }],
      [{ messagingComplete: 'true' }],
      [{ gatewayEnabled: true }],
      [[true]],
    ])('refuses %j with a 400', async (body) => {
      const shop = await merchant();
      const response = await shop.browser.post('/api/update-user', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^Send the steps to mark done/);
    });
  });
});
