import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { CAPTCHA_FAILED_ERROR } from './captcha-routes';
import { sayIn } from '../i18n/say';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe.each(DIALECTS)('captcha on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function solved(browser: TestBrowser) {
    const challenge = (await browser.get('/api/captcha/challenge')).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    return { challenge, solution };
  }

  it('hands out a signed challenge in the format of the altcha v3 widget, expiring in 10 minutes', async () => {
    const response = await new TestBrowser(t.app).get('/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', nonce: expect.any(String) });
    expect(challenge.parameters.expiresAt! * 1000).toBeCloseTo(t.clock.now() + 10 * 60 * 1000, -4);
  });

  it('accepts a real solution once and opens a captcha-verified session', async () => {
    const browser = new TestBrowser(t.app);
    const token = encode(await solved(browser));
    const first = await browser.post('/check-captcha-token', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(browser.cookies.has('__Host-portal_session')).toBe(true);
  });

  it('says its refusal in the language the request names (fr-CA)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/check-captcha-token',
      payload: { token: 'not-a-solution' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'La vérification du captcha a échoué',
    });
  });

  it('refuses the same solution a second time (replay), even from another browser', async () => {
    const browser = new TestBrowser(t.app);
    const token = encode(await solved(browser));
    expect((await browser.post('/check-captcha-token', { token })).statusCode).toBe(200);
    const replay = await new TestBrowser(t.app).post('/check-captcha-token', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, error: sayIn('en', CAPTCHA_FAILED_ERROR) });
  });

  it.each([
    [
      'a changed parameter',
      (p: { challenge: Challenge }) => (p.challenge.parameters.keyPrefix = '00'),
    ],
    [
      'a changed signature',
      (p: { challenge: Challenge }) => (p.challenge.signature = 'ab'.repeat(32)),
    ],
    ['a wrong counter', (p: { solution: { counter: number } }) => (p.solution.counter += 1)],
    ['a missing signature', (p: { challenge: Challenge }) => delete p.challenge.signature],
  ])('refuses a payload with %s', async (_name, tamper) => {
    const browser = new TestBrowser(t.app);
    const payload = await solved(browser);
    tamper(payload as never);
    const response = await browser.post('/check-captcha-token', { token: encode(payload) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: sayIn('en', CAPTCHA_FAILED_ERROR) });
    expect(browser.cookies.size).toBe(0);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const browser = new TestBrowser(t.app);
    const token = encode(await solved(browser));
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await browser.post('/check-captcha-token', { token })).statusCode).toBe(400);
    } finally {
      t.clock.advance(-(10 * 60 * 1000 + 1000));
    }
  });

  it.each([
    '',
    'not base64 at all %%%',
    encode({ challenge: null, solution: null, test: true }),
    encode([1, 2]),
  ])('refuses the token %j', async (token) => {
    const response = await new TestBrowser(t.app).post('/check-captcha-token', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
