import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { NO_PENDING_SIGN_IN, SIGN_IN_LINK_ERRORS } from './sign-in-link-routes';
import { sayIn } from '../i18n/say';

describe.each(DIALECTS)('sign-in links on %s', (dialect) => {
  let t: TestApp;
  const email = 'owner@example.com';
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await new TestBrowser(t.app).signUp(email, { firstName: 'Grace' });
  });
  afterEach(() => t.close());

  /** A browser waiting for its link, and the token that arrived. */
  async function linkRequested() {
    const browser = new TestBrowser(t.app);
    await browser.checkEmail(email);
    return { browser, token: await browser.latestSignInToken(email) };
  }

  it('signs the browser in and only then shows the saved record', async () => {
    const { browser, token } = await linkRequested();
    const response = await browser.post('/sign-in-link', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userState: 'POST_LEAD', email });
    const restore = await browser.get('/api/restore');
    expect(restore.statusCode).toBe(200);
    expect(restore.json()).toMatchObject({
      userState: 'POST_LEAD',
      lead: { firstName: 'Grace', email },
    });
  });

  it('works in another browser than the one that asked (the link is bound to the e-mail)', async () => {
    const { token } = await linkRequested();
    const other = new TestBrowser(t.app);
    expect((await other.post('/sign-in-link', { token })).statusCode).toBe(200);
    expect((await other.get('/user-state')).json()).toMatchObject({
      userState: 'POST_LEAD',
      email,
    });
  });

  it('refuses a link used before', async () => {
    const { browser, token } = await linkRequested();
    await browser.post('/sign-in-link', { token });
    const again = await new TestBrowser(t.app).post('/sign-in-link', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ reason: 'used', error: sayIn('en', SIGN_IN_LINK_ERRORS.used) });
  });

  it('lets exactly one of two simultaneous uses succeed', async () => {
    const { token } = await linkRequested();
    const results = await Promise.all(
      [1, 2, 3].map(() => new TestBrowser(t.app).post('/sign-in-link', { token })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a link after 10 minutes', async () => {
    const { browser, token } = await linkRequested();
    t.clock.advance(10 * 60 * 1000);
    const response = await browser.post('/sign-in-link', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      reason: 'expired',
      error: sayIn('en', SIGN_IN_LINK_ERRORS.expired),
    });
  });

  it.each([
    ['a changed character', (token: string) => (token[0] === 'A' ? 'B' : 'A') + token.slice(1)],
    ['a shortened token', (token: string) => token.slice(0, 30)],
    ['characters outside base64url', (token: string) => `${token.slice(0, 40)}%2F+`],
    ['an empty token', () => ''],
  ])('refuses a link with %s', async (_name, tamper) => {
    const { browser, token } = await linkRequested();
    const response = await browser.post('/sign-in-link', { token: tamper(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      reason: 'invalid',
      error: sayIn('en', SIGN_IN_LINK_ERRORS.invalid),
    });
    expect((await browser.get('/user-state')).json()).toMatchObject({
      userState: 'WAIT_FOR_EMAIL',
    });
  });

  it('is not consumed by opening the page it points to', async () => {
    const { browser, token } = await linkRequested();
    await browser.get(`/app/sign-in?token=${token}&ol_src=vel`);
    expect((await browser.post('/sign-in-link', { token })).statusCode).toBe(200);
  });

  it('sends a fresh link on request to a browser waiting for one', async () => {
    const { browser, token } = await linkRequested();
    t.clock.advance(1000);
    const resent = await browser.post('/api/resend-sign-in-link');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    const fresh = await browser.latestSignInToken(email);
    expect(fresh).not.toBe(token);
    expect((await browser.post('/sign-in-link', { token: fresh })).statusCode).toBe(200);
  });

  it('refuses to resend without a sign-in waiting, and counts resends in the hourly limit', async () => {
    const stranger = await new TestBrowser(t.app).post('/api/resend-sign-in-link');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ error: sayIn('en', NO_PENDING_SIGN_IN) });

    const { browser } = await linkRequested();
    for (let i = 0; i < 4; i++)
      expect((await browser.post('/api/resend-sign-in-link')).statusCode).toBe(200);
    expect((await browser.post('/api/resend-sign-in-link')).statusCode).toBe(429);
  });
});
