/**
 * The cash pay calls (doc 2 §7) on both databases: sign-in required, eligibility only with a
 * merchantId, both cash flags and the back office's mark; the cash form with its field map, the
 * one-click activation, the profile logo URL or skip, the channel update and its INVALID_FEE
 * answer (doc 2 §8); the back office's cash settings from the console and by signed webhook,
 * audited; and one merchant never sees another's cash data.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { INVALID_FEE_MESSAGE } from '../../domain/api/cash-pay-api';
import type { StatusContext } from '../../domain/api/status-api';
import { AGREEMENT_MESSAGE, LOGO_URL_MESSAGE } from '../../domain/cash-pay/cash-pay-schemas';
import {
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type TestMerchant,
} from '../testing/back-office-kit';
import { signatureHeader } from '../back-office/webhook-signature';
import type { Repositories } from '../db/repositories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { saveBody } from '../testing/merchant-test-kit';
import { validMerchant } from '../../test/data/valid-merchant';
import { CASH_PAY_US_ONLY } from './cash-pay-routes';
import { sayIn } from '../i18n/say';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const CASH_CALLS: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/check-cashpay-eligibility'],
  ['POST', '/api/update-cashpay-info'],
  ['POST', '/api/update-cashpay-profile-image-url'],
  ['POST', '/api/update-cashpay-channel'],
  ['POST', '/api/activate-cashpay'],
];
const LOGO = 'https://cdn.example.com/acme-logo.png';

describe.each(DIALECTS)('cash pay calls on %s', (dialect) => {
  let t: TestApp;
  let repos: Repositories;
  let ops: TestBrowser;
  let sequence = 0;
  beforeEach(async () => {
    t = await createTestApp(dialect, {
      FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY_FEATURE_SET2: 'true',
      WEBHOOK_SECRET: SECRET,
    });
    ({ repos } = await databaseOf(t));
    await createOpsAccount(t);
    ops = await opsBrowser(t);
  });
  afterEach(() => t.close());

  const merchant = (email = 'shop@example.com') =>
    testMerchant(t, repos, email, { country: 'US', salesChannel: 'Online Only' });
  const approve = (shop: TestMerchant) =>
    ops.post(`/api/ops/applications/${shop.id}/compliance`, { decision: 'READY_TO_INSTALL' });
  const setCash = (shop: TestMerchant, body: Record<string, unknown>) =>
    ops.post(`/api/ops/applications/${shop.id}/cash-pay`, body);
  const eligible = async (shop: TestMerchant) =>
    (await shop.browser.get('/api/check-cashpay-eligibility')).json<{ eligible: boolean }>()
      .eligible;
  const statusOf = async (shop: TestMerchant) =>
    (await shop.browser.get('/api/status')).json<StatusContext>();
  /** An approved merchant the back office marked eligible. */
  const eligibleMerchant = async (email?: string) => {
    const shop = await merchant(email);
    expect((await approve(shop)).statusCode).toBe(200);
    expect((await setCash(shop, { cashPayEligible: true })).statusCode).toBe(200);
    return shop;
  };
  const activate = (shop: TestMerchant, logo = '/api/files/f_1') =>
    shop.browser.post('/api/update-cashpay-info', {
      data: { cashPayLogoUrl: logo },
      cashPayAgreementAccepted: true,
    });

  it.each(CASH_CALLS)('answers an anonymous %s %s with 401', async (method, url) => {
    const response = await new TestBrowser(t.app).request({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please re-authenticate.' });
  });

  it('is eligible only with a merchantId and the back office mark (both flags on here)', async () => {
    const shop = await merchant();
    expect(await eligible(shop)).toBe(false);
    await setCash(shop, { cashPayEligible: true });
    // Marked, but no account yet: no merchantId.
    expect(await eligible(shop)).toBe(false);
    await approve(shop);
    expect(await eligible(shop)).toBe(true);
    expect((await statusOf(shop)).isEligibleForCashPay).toBe(true);
  });

  it('an Australian merchant the back office marks eligible is never offered cash pay, and each cash call is refused with a clear 403 (doc 1 §1, §2)', async () => {
    const shop = await testMerchant(t, repos, 'au-shop@example.com', {
      country: 'AU',
      salesChannel: 'Online Only',
    });
    expect((await approve(shop)).statusCode).toBe(200);
    expect((await setCash(shop, { cashPayEligible: true })).statusCode).toBe(200);
    expect(await eligible(shop)).toBe(false);
    expect((await statusOf(shop)).isEligibleForCashPay).toBe(false);
    expect((await shop.browser.get('/user-state')).json().isEligibleForCashPay).toBeUndefined();
    expect((await shop.browser.get('/api/restore')).json().isEligibleForCashPay).toBeUndefined();
    const calls: Array<[string, unknown]> = [
      [
        '/api/update-cashpay-info',
        { data: { cashPayLogoUrl: '' }, cashPayAgreementAccepted: true },
      ],
      ['/api/activate-cashpay', {}],
      ['/api/update-cashpay-profile-image-url', { skip: true }],
      ['/api/update-cashpay-channel', { mlsProspectRef: 'any' }],
    ];
    for (const [url, body] of calls) {
      const response = await shop.browser.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ error: sayIn('en', CASH_PAY_US_ONLY) });
    }
    const status = await statusOf(shop);
    expect(status.formCompletedState.cashPayForm).toBe(false);
    expect(status.formCompletedState.cashPayAgreementAccepted).toBe(false);
    expect(status.cashPayOnboardingStatus).toBe('NONE');
  });

  it('GET /user-state tells the browser when the merchant is offered cash pay', async () => {
    const shop = await merchant();
    const before = (await shop.browser.get('/user-state')).json();
    expect(before.isEligibleForCashPay).toBeUndefined();
    await approve(shop);
    await setCash(shop, { cashPayEligible: true });
    const after = (await shop.browser.get('/user-state')).json();
    expect(after.isEligibleForCashPay).toBe(true);
  });

  it('the cash form refuses a missing agreement with the field map and keeps nothing', async () => {
    const shop = await eligibleMerchant();
    const response = await shop.browser.post('/api/update-cashpay-info', {
      data: { cashPayLogoUrl: 'not a url' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual({
      cashPay: {
        cashPayLogoUrl: { code: 'InvalidFormat', error: sayIn('en', LOGO_URL_MESSAGE) },
        cashPayAgreementAccepted: { code: 'Required', error: sayIn('en', AGREEMENT_MESSAGE) },
      },
    });
    const status = await statusOf(shop);
    expect(status.formCompletedState.cashPayForm).toBe(false);
    expect(status.cashPayOnboardingStatus).toBe('NONE');
  });

  it('a malformed cash form is a 400 with a message, never a 500', async () => {
    const shop = await eligibleMerchant();
    for (const body of [{}, { data: 'x' }, { data: { cashPayLogoUrl: 3 } }, []]) {
      const response = await shop.browser.post('/api/update-cashpay-info', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('refuses the cash form of a merchant who is not eligible', async () => {
    const shop = await merchant();
    const response = await activate(shop);
    expect(response.statusCode).toBe(403);
  });

  it('the cash form activates cash pay: forms complete, IN_PROGRESS, audited', async () => {
    const shop = await eligibleMerchant();
    const response = await activate(shop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userState: 'POST_LEAD',
      formCompletedState: { cashPayForm: true, cashPayAgreementAccepted: true },
    });
    const status = await statusOf(shop);
    expect(status.cashPayOnboardingStatus).toBe('IN_PROGRESS');
    expect(status.cashPayLogoUrl).toBe('/api/files/f_1');
    const detail = (await ops.get(`/api/ops/applications/${shop.id}`)).json<ApplicationDetail>();
    expect(detail.audit.map((entry) => entry.action)).toContain('cash_pay.activated');
  });

  it('one-click activation needs the agreement already accepted', async () => {
    const shop = await eligibleMerchant();
    expect((await shop.browser.post('/api/activate-cashpay', {})).statusCode).toBe(409);
    await activate(shop);
    // Reset by the back office to NONE: one click starts it again without the form.
    await setCash(shop, { cashPayOnboardingStatus: 'NONE' });
    const again = await shop.browser.post('/api/activate-cashpay', {});
    expect(again.statusCode).toBe(200);
    expect((await statusOf(shop)).cashPayOnboardingStatus).toBe('IN_PROGRESS');
  });

  it('a US merchant who accepted the merchant agreement on the owners step activates in one click (doc 1 §2 card 3, decision 0251)', async () => {
    const shop = await merchant();
    const sample = validMerchant('US', { salesChannel: 'Online Only' });
    expect((await statusOf(shop)).formCompletedState.cashPayAgreementAccepted).toBe(false);
    const saved = await shop.browser.post(
      '/api/save',
      saveBody(sample, { businessOwnerForm: true, agreementAccepted: true }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().formCompletedState.cashPayAgreementAccepted).toBe(true);
    expect((await approve(shop)).statusCode).toBe(200);
    expect((await setCash(shop, { cashPayEligible: true })).statusCode).toBe(200);
    const status = await statusOf(shop);
    expect(status.formCompletedState).toMatchObject({
      cashPayAgreementAccepted: true,
      cashPayForm: false,
    });
    const oneClick = await shop.browser.post('/api/activate-cashpay', {});
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().formCompletedState).toMatchObject({ cashPayForm: true });
    expect((await statusOf(shop)).cashPayOnboardingStatus).toBe('IN_PROGRESS');
  });

  it('the profile logo URL is checked, kept and marks the profile customised', async () => {
    const shop = await eligibleMerchant();
    await activate(shop, '');
    const bad = await shop.browser.post('/api/update-cashpay-profile-image-url', {
      cashPayLogoUrl: 'ftp://example.com/a.png',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors.cashPay.cashPayLogoUrl.error).toBe(
      sayIn('en', LOGO_URL_MESSAGE),
    );
    const good = await shop.browser.post('/api/update-cashpay-profile-image-url', {
      cashPayLogoUrl: LOGO,
    });
    expect(good.json()).toEqual({ success: true });
    const status = await statusOf(shop);
    expect(status.cashPayLogoUrl).toBe(LOGO);
    expect(status.customizeCashPayProfileComplete).toBe(true);
  });

  it('skipping the profile marks it customised without a logo', async () => {
    const shop = await eligibleMerchant();
    await activate(shop, '');
    const skip = await shop.browser.post('/api/update-cashpay-profile-image-url', { skip: true });
    expect(skip.json()).toEqual({ success: true });
    const status = await statusOf(shop);
    expect(status.customizeCashPayProfileComplete).toBe(true);
    expect(status.cashPayLogoUrl).toBe('');
  });

  it('the channel update answers INVALID_FEE with the doc 2 §8 message and changes nothing', async () => {
    const shop = await eligibleMerchant();
    await activate(shop);
    await setCash(shop, { cashPayInvalidFee: true });
    const response = await shop.browser.post('/api/update-cashpay-channel', {
      mlsProspectRef: shop.mlsProspectRef,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'INVALID_FEE',
      message: INVALID_FEE_MESSAGE,
      supportEmail: expect.stringContaining('@'),
    });
    expect((await statusOf(shop)).cashPayChannel).toBe(false);
    await setCash(shop, { cashPayInvalidFee: false });
    const ok = await shop.browser.post('/api/update-cashpay-channel', {
      mlsProspectRef: shop.mlsProspectRef,
    });
    expect(ok.json()).toEqual({ cashPayChannel: true });
    expect((await statusOf(shop)).cashPayChannel).toBe(true);
  });

  it("never reads or writes another merchant's cash data", async () => {
    const a = await eligibleMerchant('a@example.com');
    const b = await eligibleMerchant('b@example.com');
    await activate(a, LOGO);
    const byRef = await b.browser.post('/api/update-cashpay-channel', {
      mlsProspectRef: a.mlsProspectRef,
    });
    expect(byRef.statusCode).toBe(400);
    expect((await statusOf(a)).cashPayChannel).toBe(false);
    const bStatus = await statusOf(b);
    expect(bStatus.cashPayLogoUrl).toBe('');
    expect(bStatus.formCompletedState.cashPayForm).toBe(false);
    expect(JSON.stringify(bStatus)).not.toContain(LOGO);
  });

  it('the console refuses an empty or unknown cash change', async () => {
    const shop = await merchant();
    expect((await setCash(shop, {})).statusCode).toBe(400);
    expect((await setCash(shop, { cashPayOnboardingStatus: 'DONE' })).statusCode).toBe(400);
    expect((await setCash(shop, { other: true })).statusCode).toBe(400);
  });

  it('a signed cash_pay.changed webhook sets status and integration, audited as the webhook', async () => {
    const shop = await eligibleMerchant();
    const body = JSON.stringify({
      id: `evt_cash_${++sequence}`,
      type: 'cash_pay.changed',
      createdAt: t.clock.now(),
      data: {
        mlsProspectRef: shop.mlsProspectRef,
        cashPayOnboardingStatus: 'READY_TO_INSTALL',
        cashPayIntegrationComplete: true,
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
    expect(response.statusCode).toBe(200);
    const status = await statusOf(shop);
    expect(status.cashPayOnboardingStatus).toBe('READY_TO_INSTALL');
    expect(status.cashPayIntegrationComplete).toBe(true);
    const detail = (await ops.get(`/api/ops/applications/${shop.id}`)).json<ApplicationDetail>();
    expect(detail.audit).toContainEqual(
      expect.objectContaining({
        actor: expect.stringMatching(/^webhook:evt_cash_/),
        action: 'cash_pay.changed',
        after: { cashPayOnboardingStatus: 'READY_TO_INSTALL', cashPayIntegrationComplete: true },
      }),
    );
  });
});

describe.each(DIALECTS)('cash pay with feature set 2 off on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());
  it('is never eligible, even approved and marked by the back office', async () => {
    t = await createTestApp(dialect, {});
    const { repos } = await databaseOf(t);
    await createOpsAccount(t);
    const ops = await opsBrowser(t);
    const shop = await testMerchant(t, repos, 'off@example.com', { country: 'US' });
    await ops.post(`/api/ops/applications/${shop.id}/compliance`, { decision: 'READY_TO_INSTALL' });
    await ops.post(`/api/ops/applications/${shop.id}/cash-pay`, { cashPayEligible: true });
    const answer = await shop.browser.get('/api/check-cashpay-eligibility');
    expect(answer.json()).toEqual({ eligible: false });
  });
});
