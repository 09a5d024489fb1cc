/**
 * The smaller merchant calls: the onboarding link (doc 1 §4), the two calls of doc 2 §7 the
 * portal does not make (decision 0094), and merchant isolation across all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { NOT_YOUR_PROSPECT_ERROR } from '../business-details/onboarding-link-routes';
import { sayIn } from '../i18n/say';

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
      expect(response.json()).toEqual({ error: sayIn('en', NOT_YOUR_PROSPECT_ERROR) });
      expect((await raw.repos.merchantAccounts.get(a.merchantId))?.onboardingLink).toBe('');
    });
  });

  describe('calls the portal does not make (decision 0094)', () => {
    it('answers 404 for update-store-info and update-form-completion', async () => {
      const { browser } = await signUp('AU');
      for (const url of ['/api/update-store-info', '/api/update-form-completion']) {
        expect((await browser.post(url, { data: {} })).statusCode, url).toBe(404);
      }
    });
  });

  describe('isolation', () => {
    it('gives every call 401 without a signed-in merchant', async () => {
      const stranger = new TestBrowser(t.app);
      for (const url of [
        '/api/save',
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
