import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseOf } from '../testing/back-office-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from './session-service';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';

const MINUTE = 60 * 1000;

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  /** A browser signed in as a new merchant. */
  async function signedIn(email = 'merchant@example.com') {
    const browser = new TestBrowser(t.app);
    const signup = await browser.signUp(email);
    expect(signup.statusCode).toBe(200);
    return browser;
  }

  it('sets a __Host- cookie that is HttpOnly, Secure, SameSite=Lax, Path=/ and has no Domain', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.post('/check-captcha-token', {
      token: await browser.solvedCaptchaPayload(),
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
    expect(header).toContain(`Max-Age=${ABSOLUTE_TIMEOUT_MS / 1000}`);
  });

  it('issues a new id when the session gains an identity, and the old id stops working', async () => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    const anonymousId = browser.cookies.get(SESSION_COOKIE);
    await browser.post('/check-email', { email: 'new@example.com' });
    const preLeadId = browser.cookies.get(SESSION_COOKIE);
    expect(preLeadId).not.toBe(anonymousId);
    const lead = { ...validMerchant('NZ').lead, email: 'new@example.com' };
    expect((await browser.post('/signup', leadPayload(lead, trackingOfVisit('')))).statusCode).toBe(
      200,
    );
    const merchantId = browser.cookies.get(SESSION_COOKIE);
    expect(merchantId).not.toBe(preLeadId);

    for (const oldId of [anonymousId, preLeadId]) {
      const old = await t.app.inject({
        url: '/user-state',
        headers: { cookie: `${SESSION_COOKIE}=${oldId}` },
      });
      expect(old.json()).toMatchObject({ userState: 'LOGGED_OUT' });
    }
    expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'POST_LEAD' });
  });

  it('rotates the id at sign-in by link', async () => {
    await signedIn('owner@example.com');
    const browser = new TestBrowser(t.app);
    await browser.checkEmail('owner@example.com');
    const pendingId = browser.cookies.get(SESSION_COOKIE);
    await browser.post('/sign-in-link', {
      token: await browser.latestSignInToken('owner@example.com'),
    });
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(pendingId);
  });

  it('ends after 30 idle minutes', async () => {
    const browser = await signedIn();
    t.clock.advance(IDLE_TIMEOUT_MS - MINUTE);
    expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'POST_LEAD' });
    t.clock.advance(IDLE_TIMEOUT_MS + 1);
    expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'LOGGED_OUT' });
  });

  it('ends 12 hours after it started, however busy', async () => {
    const browser = await signedIn();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'POST_LEAD' });
    }
    // 35 steps of 20 minutes are 11 h 40 min; the next step passes 12 h.
    t.clock.advance(20 * MINUTE + 1);
    expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'LOGGED_OUT' });
  });

  it('says the sign-out page in the language the request names (fr-CA)', async () => {
    const page = await t.app.inject({
      url: '/logout',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<title>Déconnexion</title>');
    expect(page.body).toContain(
      'Pour vous déconnecter du portail marchand, <a href="/app/logout">passez à la page de déconnexion</a>.',
    );
  });

  it('logs out: the row is gone, the cookie cleared, and the old id is worthless', async () => {
    const browser = await signedIn();
    const id = browser.cookies.get(SESSION_COOKIE);
    const page = await browser.get('/logout');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(
      'To sign out of the merchant portal, <a href="/app/logout">continue to the sign-out page</a>.',
    );
    // GET never changes state: the session still works until the POST.
    expect((await browser.get('/api/restore')).statusCode).toBe(200);
    const response = await browser.post('/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = await t.app.inject({
      url: '/api/restore',
      headers: { cookie: `${SESSION_COOKIE}=${id}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers LOGGED_OUT with an empty form state without a session, or with a made-up one', async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` }]) {
      const response = await t.app.inject({ url: '/user-state', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userState: 'LOGGED_OUT',
        formCompletedState: { bankForm: false },
      });
    }
  });

  it('keeps merchant calls behind sign-in: 401 Please re-authenticate.', async () => {
    const anonymous = new TestBrowser(t.app);
    await anonymous.passCaptcha();
    for (const browser of [new TestBrowser(t.app), anonymous]) {
      const response = await browser.get('/api/restore');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please re-authenticate.' });
    }
    expect((await (await signedIn()).get('/api/restore')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('the user state answer on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('carries the onboarding status, so an INELIGIBLE merchant is routed to /status', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.signUp('declined@example.com')).statusCode).toBe(200);
    expect((await browser.get('/user-state')).json()).toMatchObject({ onboardingStatus: null });

    const { repos } = await databaseOf(t);
    const merchant = await repos.merchants.findByEmail('declined@example.com');
    await repos.merchantAccounts.update(merchant!.id, { onboardingStatus: 'INELIGIBLE' });
    expect((await browser.get('/user-state')).json()).toMatchObject({
      userState: 'POST_LEAD',
      onboardingStatus: 'INELIGIBLE',
    });
  });
});
