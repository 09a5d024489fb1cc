import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { CAPTCHA_REQUIRED_ERROR } from './check-email-routes';
import { TOO_MANY_SIGN_IN_MAILS } from './sign-in-link-routes';
import { sayIn } from '../i18n/say';

const INVALID_EMAIL = {
  error: 'Must be a valid email',
  validation_errors: { lead: { email: { code: 'InvalidEmail', error: 'Must be a valid email' } } },
};

describe.each(DIALECTS)('POST /check-email on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('starts a lead for an e-mail without a record (trimmed and lowercased)', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.checkEmail('  New.Merchant@Example.COM ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userState: 'PRE_LEAD',
      formCompletedState: emptyFormCompletedState(),
      email: 'new.merchant@example.com',
    });
    expect((await browser.get('/user-state')).json()).toMatchObject({
      userState: 'PRE_LEAD',
      email: 'new.merchant@example.com',
    });
  });

  it('sends a sign-in link to an e-mail with a record and shows nothing of the record', async () => {
    await new TestBrowser(t.app).signUp('owner@example.com');
    const browser = new TestBrowser(t.app);
    const response = await browser.checkEmail('owner@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userState: 'WAIT_FOR_EMAIL', email: 'owner@example.com' });
    expect(await browser.latestSignInToken('owner@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get('/user-state')).json()).toEqual({
      userState: 'WAIT_FOR_EMAIL',
      formCompletedState: emptyFormCompletedState(),
      email: 'owner@example.com',
    });
    const restore = await browser.get('/api/restore');
    expect(restore.statusCode).toBe(401);
    expect(restore.json()).toEqual({ error: 'Please re-authenticate.' });
  });

  it.each([
    ['not an address', { email: 'not-an-email' }],
    ['an empty e-mail', { email: '   ' }],
    ['an address longer than 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['a number', { email: 42 }],
    ['no e-mail', {}],
  ])('answers %s with the lead e-mail field error', async (_name, body) => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    const response = await browser.post('/check-email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_EMAIL);
  });

  it("says the e-mail field's message in the language the request names (fr-CA)", async () => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    const response = await browser.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'not-an-address' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Doit être une adresse courriel valide',
      validation_errors: {
        lead: { email: { code: 'InvalidEmail', error: 'Doit être une adresse courriel valide' } },
      },
    });
  });

  it('requires the captcha first', async () => {
    const response = await new TestBrowser(t.app).post('/check-email', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sayIn('en', CAPTCHA_REQUIRED_ERROR) });
  });

  it('lets one solved captcha check one e-mail', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.checkEmail('one@example.com')).statusCode).toBe(200);
    const second = await browser.post('/check-email', { email: 'two@example.com' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: sayIn('en', CAPTCHA_REQUIRED_ERROR) });
  });

  it('forgets a captcha solved more than 10 minutes ago', async () => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    t.clock.advance(10 * 60 * 1000 + 1);
    const response = await browser.post('/check-email', { email: 'late@example.com' });
    expect(response.json()).toEqual({ error: sayIn('en', CAPTCHA_REQUIRED_ERROR) });
  });

  it('sends at most 5 sign-in mails per e-mail per hour, whatever the browser', async () => {
    await new TestBrowser(t.app).signUp('busy@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await new TestBrowser(t.app).checkEmail('busy@example.com')).statusCode).toBe(200);
    }
    const sixth = await new TestBrowser(t.app).checkEmail('busy@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: sayIn('en', TOO_MANY_SIGN_IN_MAILS) });
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await new TestBrowser(t.app).checkEmail('busy@example.com')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('per-address limit of the sign-in calls on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { SIGN_IN_RATE_LIMIT: '3' });
  });
  afterEach(() => t.close());

  it('answers 429 with a clear message once an address used up its calls', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/check-email', { email: 'x@example.com' })).statusCode).toBe(400);
    }
    const limited = await browser.post('/check-email', { email: 'x@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
