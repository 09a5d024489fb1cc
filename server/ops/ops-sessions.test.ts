/**
 * Console sign-in and sessions: their own cookie and table, an 8-hour absolute timeout, an idle
 * timeout (OPS_IDLE_TIMEOUT_MINUTES, 15 by default), a rate limit, and no crossing over between
 * console and merchant sessions in either direction.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../session/session-service';
import {
  OPS_EMAIL,
  OPS_PASSWORD,
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
} from '../testing/back-office-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { OPS_LOGIN_FAILED } from './ops-auth-routes';
import { OPS_SESSION_COOKIE, OPS_SESSION_TIMEOUT_MS } from './ops-session-service';
import { OPS_SIGN_IN_REQUIRED } from './require-ops';

const MINUTE = 60 * 1000;

/** Every console call, as [method, url]. */
const OPS_CALLS: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/ops/me'],
  ['GET', '/api/ops/applications'],
  ['GET', '/api/ops/applications/00000000-0000-0000-0000-000000000000'],
  ['POST', '/api/ops/applications/00000000-0000-0000-0000-000000000000/compliance'],
  ['POST', '/api/ops/applications/00000000-0000-0000-0000-000000000000/opportunity-stage'],
  ['POST', '/api/ops/applications/00000000-0000-0000-0000-000000000000/onboarding-group'],
  ['POST', '/api/ops/applications/00000000-0000-0000-0000-000000000000/owner-controls'],
  [
    'POST',
    '/api/ops/applications/00000000-0000-0000-0000-000000000000/store-locations/sl_1/test-transaction',
  ],
];

describe.each(DIALECTS)('console sessions on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { OPS_LOGIN_RATE_LIMIT: '5' });
    await createOpsAccount(t);
  });
  afterEach(() => t.close());

  it('signs in with a __Host- cookie that is HttpOnly, Secure, SameSite=Strict and lasts 8 hours', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.post('/api/ops/login', {
      email: ' OPS@example.com ',
      password: OPS_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: OPS_EMAIL });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${OPS_SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
    expect(header).toContain(`Max-Age=${OPS_SESSION_TIMEOUT_MS / 1000}`);
    expect((await browser.get('/api/ops/me')).json()).toEqual({ email: OPS_EMAIL });
  });

  it.each([
    ['a wrong password', OPS_EMAIL, 'not the password at all'],
    ['an unknown e-mail', 'nobody@example.com', OPS_PASSWORD],
  ])('refuses %s with one message that reveals neither', async (_name, email, password) => {
    const response = await new TestBrowser(t.app).post('/api/ops/login', { email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: OPS_LOGIN_FAILED });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('limits sign-in attempts per address (OPS_LOGIN_RATE_LIMIT per 15 minutes)', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await browser.post('/api/ops/login', { email: OPS_EMAIL, password: 'wrong password!' }))
          .statusCode,
      ).toBe(401);
    }
    const limited = await browser.post('/api/ops/login', {
      email: OPS_EMAIL,
      password: OPS_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('ends 8 hours after sign-in, however busy', async () => {
    const browser = await opsBrowser(t);
    for (let elapsed = 0; elapsed < OPS_SESSION_TIMEOUT_MS - 10 * MINUTE; elapsed += 10 * MINUTE) {
      t.clock.advance(10 * MINUTE);
      expect((await browser.get('/api/ops/me')).statusCode).toBe(200);
    }
    t.clock.advance(10 * MINUTE + 1);
    const late = await browser.get('/api/ops/me');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: OPS_SIGN_IN_REQUIRED });
  });

  it('ends after 15 minutes without a call, and not while in use', async () => {
    const browser = await opsBrowser(t);
    t.clock.advance(14 * MINUTE);
    expect((await browser.get('/api/ops/me')).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE);
    expect((await browser.get('/api/ops/me')).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1);
    const idle = await browser.get('/api/ops/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ error: OPS_SIGN_IN_REQUIRED });
  });

  it('signs out: the cookie is cleared and the old id is worthless', async () => {
    const browser = await opsBrowser(t);
    const id = browser.cookies.get(OPS_SESSION_COOKIE);
    expect((await browser.post('/api/ops/logout')).json()).toEqual({ ok: true });
    expect(browser.cookies.has(OPS_SESSION_COOKIE)).toBe(false);
    const replay = await t.app.inject({
      url: '/api/ops/me',
      headers: { cookie: `${OPS_SESSION_COOKIE}=${id}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it.each(OPS_CALLS)('keeps %s %s behind a console session', async (method, url) => {
    const response = await new TestBrowser(t.app).request({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: OPS_SIGN_IN_REQUIRED });
  });

  describe('console and merchant sessions never cross', () => {
    it.each(OPS_CALLS)('a signed-in merchant gets 401 from %s %s', async (method, url) => {
      const { repos } = await databaseOf(t);
      const merchant = await testMerchant(t, repos, 'shop@example.com');
      expect((await merchant.browser.get('/api/status')).statusCode).toBe(200);
      const response = await merchant.browser.request({ method, url, payload: {} });
      expect(response.statusCode).toBe(401);
      // Even the merchant's own cookie value offered under the console's cookie name.
      const id = merchant.browser.cookies.get(SESSION_COOKIE);
      const disguised = await t.app.inject({
        method,
        url,
        payload: {},
        headers: { cookie: `${OPS_SESSION_COOKIE}=${id}` },
      });
      expect(disguised.statusCode).toBe(401);
    });

    it('a console session is not a merchant session, even under the merchant cookie name', async () => {
      const browser = await opsBrowser(t);
      for (const url of ['/api/status', '/api/restore', '/api/zdo/get-apc-credentials']) {
        const response = await browser.get(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ error: 'Please re-authenticate.' });
      }
      expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'LOGGED_OUT' });
      const id = browser.cookies.get(OPS_SESSION_COOKIE);
      const disguised = await t.app.inject({
        url: '/api/status',
        headers: { cookie: `${SESSION_COOKIE}=${id}` },
      });
      expect(disguised.statusCode).toBe(401);
    });
  });
});
