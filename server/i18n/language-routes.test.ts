/**
 * The person's language on the server (docs/decisions/0267): first set by the language an
 * application starts in, changed with POST /api/language, told back with the user state on any
 * device, refused for a language the merchant's country is not offered, and answers' messages
 * said in the language Accept-Language names.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserStateResponse } from '../../domain/api/session-api';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('the language of a person on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterEach(async () => {
    await raw.close();
    await t.close();
  });

  const choose = (browser: TestBrowser, language: unknown, acceptLanguage = 'en') =>
    browser.request({
      method: 'POST',
      url: '/api/language',
      payload: { language },
      headers: { 'accept-language': acceptLanguage },
    });

  it('keeps the language an application starts in, and tells it back on another device', async () => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    const check = await browser.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'quebec@example.com' },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    });
    expect(check.json<UserStateResponse>().userState).toBe('PRE_LEAD');
    expect(await raw.repos.languageChoices.languageOf('quebec@example.com')).toBe('fr-CA');
    const state = (await browser.get('/user-state')).json<UserStateResponse>();
    expect(state.language).toBe('fr-CA');
  });

  it('stores a choice for a signed-in Canadian merchant and follows it at the next sign-in', async () => {
    const merchant = await signUpMerchant(t, raw, 'montreal@example.com', 'CA');
    const chosen = await choose(merchant.browser, 'fr-CA');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'fr-CA', stored: true });
    const other = new TestBrowser(t.app);
    await other.checkEmail('montreal@example.com');
    const token = await other.latestSignInToken('montreal@example.com');
    const signedIn = await other.post('/sign-in-link', { token });
    expect(signedIn.json<UserStateResponse>().language).toBe('fr-CA');
    expect((await other.get('/user-state')).json<UserStateResponse>().language).toBe('fr-CA');
  });

  it('refuses French to a merchant registered outside Canada, with a message in their language', async () => {
    const merchant = await signUpMerchant(t, raw, 'ohio@example.com', 'US');
    const refused = await choose(merchant.browser, 'fr-CA');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'French is offered to merchants in Canada.' });
    expect(await raw.repos.languageChoices.languageOf('ohio@example.com')).not.toBe('fr-CA');
  });

  it('refuses a language the portal does not speak with a clear 400, in French when asked', async () => {
    const browser = new TestBrowser(t.app);
    for (const language of ['de', '', 42, null]) {
      const refused = await choose(browser, language, 'fr-CA');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Choisissez l’anglais (en) ou le français canadien (fr-CA).',
      });
    }
    const notJson = await browser.request({
      method: 'POST',
      url: '/api/language',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('keeps nothing for a visitor whose session holds no e-mail yet', async () => {
    const browser = new TestBrowser(t.app);
    const chosen = await choose(browser, 'fr-CA');
    expect(chosen.json()).toEqual({ language: 'fr-CA', stored: false });
  });
});
