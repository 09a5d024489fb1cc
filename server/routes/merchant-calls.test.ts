/**
 * The smaller merchant calls: the onboarding link (doc 1 §4), the store info and form completion
 * updates (doc 2 §7), and merchant isolation across all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDetailsPayload } from '../../domain/payload/save-payload';
import { validMerchant } from '../../domain/schemas/valid-merchant.fixture';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../merchant/testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { NOT_YOUR_PROSPECT_ERROR } from './onboarding-link';

describe.each(DIALECTS)('merchant calls on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const signUp = (country: 'US' | 'AU' | 'UK' | 'NZ' | 'CA' = 'US') =>
    signUpMerchant(t, raw, `calls${++n}@example.com`, country);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  describe('POST /api/onboarding-link', () => {
    it('makes the link once, keeps it on the account, and answers the same link again', async () => {
      const { browser, email, mlsProspectRef, merchantId } = await signUp();
      const first = await browser.post('/api/onboarding-link', { prospectId: mlsProspectRef });
      expect(first.statusCode).toBe(200);
      const link = `http://localhost:3000/app/?ol_src=obl&email=${encodeURIComponent(email)}`;
      expect(first.json()).toEqual({ onboardingLink: link });
      await raw.repos.merchantAccounts.update(merchantId, { onboardingGroup: 'ZDO Merchant' });
      const second = await browser.post('/api/onboarding-link', { prospectId: mlsProspectRef });
      expect(second.json()).toEqual({ onboardingLink: link });
      expect((await browser.get('/api/restore')).json().merchantAccount).toMatchObject({
        onboardingLink: link,
        onboardingGroup: 'ZDO Merchant',
        mlsProspectRef,
      });
    });

    it('refuses a prospect reference that is not the merchant’s own', async () => {
      const a = await signUp();
      const b = await signUp();
      const response = await b.browser.post('/api/onboarding-link', {
        prospectId: a.mlsProspectRef,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NOT_YOUR_PROSPECT_ERROR });
      expect((await raw.repos.merchantAccounts.get(a.merchantId))?.onboardingLink).toBe('');
    });
  });

  describe('POST /api/update-store-info', () => {
    it('keeps the store details and answers the user state when they pass', async () => {
      const { browser } = await signUp('AU');
      const store = { ...validMerchant('AU').storeDetails, storeName: 'Acme Sydney' };
      const response = await browser.post('/api/update-store-info', {
        data: storeDetailsPayload(store, 'AU'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ userState: 'POST_LEAD' });
      const restored = (await browser.get('/api/restore')).json();
      expect(restored.storeDetails).toMatchObject({
        storeName: 'Acme Sydney',
        currenciesAvailable: ['$AUD', '$NZD'],
        numOfStores: '5',
        // doc 2 §4: AU, an in-store channel and multiTerminal No.
        selfServeInStore: true,
      });
    });

    it('answers the store details errors and still keeps them', async () => {
      const { browser } = await signUp('US');
      const store = {
        ...validMerchant('US').storeDetails,
        website: 'not a site',
        numOfStores: 'x',
      };
      const response = await browser.post('/api/update-store-info', {
        data: storeDetailsPayload(store, 'US'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().validation_errors.storeDetails).toMatchObject({
        website: { error: 'Must be a valid website' },
        numOfStores: { error: 'Value must be a number' },
      });
      expect((await browser.get('/api/restore')).json().storeDetails.website).toBe('not a site');
    });
  });

  describe('POST /api/update-form-completion', () => {
    it('sets a form’s flag only when its saved sections pass', async () => {
      const { browser } = await signUp('UK');
      const refused = await browser.post('/api/update-form-completion', {
        customerServiceForm: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().validation_errors.customerSupport).toBeDefined();

      await browser.post('/api/save', saveBody(validMerchant('UK')));
      const response = await browser.post('/api/update-form-completion', {
        ...BUSINESS_FORMS,
        cashPayAgreementAccepted: true,
        gatewayEnabled: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().formCompletedState).toMatchObject({
        ...BUSINESS_FORMS,
        cashPayAgreementAccepted: true,
        // Set by the integration step, never by this call.
        gatewayEnabled: false,
      });
    });
  });

  describe('isolation', () => {
    it('gives every call 401 without a signed-in merchant', async () => {
      const stranger = new TestBrowser(t.app);
      for (const url of [
        '/api/save',
        '/api/update-store-info',
        '/api/update-form-completion',
        '/api/onboarding-link',
        '/api/update-bank-info',
        '/api/update-customer-service-info',
        '/api/upload-file',
      ]) {
        const response = await stranger.post(url, {});
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ error: 'Please re-authenticate.' });
      }
      expect((await stranger.get('/api/restore')).statusCode).toBe(401);
    });

    it('keeps each merchant’s saves to its own record', async () => {
      const a = await signUp('US');
      const b = await signUp('US');
      const merchantA = validMerchant('US');
      merchantA.companyInformation.legalBusinessName = 'Alpha Inc';
      await a.browser.post('/api/save', saveBody(merchantA, BUSINESS_FORMS));
      const merchantB = validMerchant('US');
      merchantB.companyInformation.legalBusinessName = 'Beta Inc';
      await b.browser.post('/api/save', saveBody(merchantB));
      expect((await a.browser.get('/api/restore')).json()).toMatchObject({
        email: a.email,
        companyInformation: { legalBusinessName: 'Alpha Inc' },
        formCompletedState: BUSINESS_FORMS,
      });
      expect((await b.browser.get('/api/restore')).json()).toMatchObject({
        email: b.email,
        companyInformation: { legalBusinessName: 'Beta Inc' },
        formCompletedState: { companyInfoForm: false },
      });
    });
  });
});
