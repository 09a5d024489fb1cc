/**
 * What the server's flags and sign-up source change (doc 1 §2, §4, §6): the onboarding link call
 * follows its flag, the user state names the registered country (the country query parameter
 * follows it), and the sign-up keeps the experiment group, device id and link source it was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagEnvName } from '../../domain/flags/feature-flags';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { LINK_GENERATION_OFF_ERROR } from '../business-details/onboarding-link-routes';
import { sayIn } from '../i18n/say';

describe.each(DIALECTS)('flag gates on %s', (dialect) => {
  let on: TestApp;
  let off: TestApp;
  let rawOn: RawDatabase;
  let rawOff: RawDatabase;
  let n = 0;
  beforeAll(async () => {
    on = await createTestApp(dialect);
    off = await createTestApp(dialect, {
      [featureFlagEnvName('merchantPortalReleaseOnboardingLinkGeneration')]: 'false',
    });
    rawOn = await openRawDatabase(on);
    rawOff = await openRawDatabase(off);
  });
  afterAll(async () => {
    await rawOn.close();
    await rawOff.close();
    await on.close();
    await off.close();
  });

  it('answers the onboarding link only while its flag is on', async () => {
    const a = await signUpMerchant(on, rawOn, `gate${++n}@example.com`);
    const made = await a.browser.post('/api/onboarding-link', { prospectId: a.mlsProspectRef });
    expect(made.statusCode).toBe(200);
    const b = await signUpMerchant(off, rawOff, `gate${++n}@example.com`);
    const refused = await b.browser.post('/api/onboarding-link', { prospectId: b.mlsProspectRef });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: sayIn('en', LINK_GENERATION_OFF_ERROR) });
    expect((await rawOff.repos.merchantAccounts.get(b.merchantId))?.onboardingLink).toBe('');
  });

  it('GET /api/flags serves the configured value', async () => {
    const flagsOff = await new TestBrowser(off.app).get('/api/flags');
    expect(flagsOff.json()).toMatchObject({ merchantPortalReleaseOnboardingLinkGeneration: false });
    const flagsOn = await new TestBrowser(on.app).get('/api/flags');
    expect(flagsOn.json()).toMatchObject({ merchantPortalReleaseOnboardingLinkGeneration: true });
  });

  it('names the registered country in the user state', async () => {
    const { browser } = await signUpMerchant(on, rawOn, `gate${++n}@example.com`, 'NZ');
    expect((await browser.get('/user-state')).json()).toMatchObject({ registeredCountry: 'NZ' });
  });

  it('keeps the sign-up source it is sent, and drops values outside their lists', async () => {
    const email = `gate${++n}@example.com`;
    const browser = new TestBrowser(on.app);
    const lead = leadPayload({ ...validMerchant('US').lead, email }, trackingOfVisit(''), {
      experimentGroup: 'SIGN_UP_TEST',
      deviceId: 'dev-42',
      linkSource: 'ONBOARDING_LINK_CLICK',
    }).data;
    expect((await browser.signUp(email, lead)).statusCode).toBe(200);
    const row = await rawOn.repos.merchants.findByEmail(email);
    expect(JSON.parse(row!.lead!)).toMatchObject({
      experimentGroup: 'SIGN_UP_TEST',
      deviceId: 'dev-42',
      linkSource: 'ONBOARDING_LINK_CLICK',
    });

    const other = `gate${++n}@example.com`;
    const second = new TestBrowser(on.app);
    const odd = {
      ...leadPayload({ ...validMerchant('US').lead, email: other }, trackingOfVisit('')).data,
      experimentGroup: 'SOMETHING_ELSE',
      deviceId: 'has spaces <b>',
      linkSource: 'obl',
    };
    expect((await second.signUp(other, odd)).statusCode).toBe(200);
    const kept = JSON.parse((await rawOn.repos.merchants.findByEmail(other))!.lead!) as object;
    expect(kept).not.toHaveProperty('experimentGroup');
    expect(kept).not.toHaveProperty('deviceId');
    expect(kept).not.toHaveProperty('linkSource');
  });
});
