/**
 * A NUL character (or an unpaired surrogate) anywhere a request carries text is refused with a
 * 400 and a clear message on both dialects, before a route or the database sees it: JSON bodies,
 * query strings, path parameters, multipart fields and file names, raw webhook bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../back-office/webhook-signature';
import { multipart } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { hasUnstorableText, UNSTORABLE_TEXT_ERROR } from './unstorable-text';
import { sayIn } from '../i18n/say';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';

describe('hasUnstorableText', () => {
  it.each([
    ['a\u0000b', true],
    ['\uD800', true],
    ['x\uDC00', true],
    ['😀 emoji pair', false],
    ['plain', false],
  ])('%j → %s', (text, expected) => {
    expect(hasUnstorableText({ nested: [{ value: text }] })).toBe(expected);
  });

  it('looks at keys too', () => {
    expect(hasUnstorableText({ 'a\u0000': 1 })).toBe(true);
  });
});

describe.each(DIALECTS)('unstorable text on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sayIn('en', UNSTORABLE_TEXT_ERROR) });
  };

  it('in the ops console sign-in (JSON body)', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/ops/login',
        payload: { email: 'ops\u0000@example.com', password: 'x\u0000' },
      }),
    );
  });

  it('in the ops search (query string)', async () => {
    expectRefused(await t.app.inject({ url: '/api/ops/applications?q=a%00b' }));
  });

  it('in a path parameter', async () => {
    expectRefused(await t.app.inject({ url: '/api/ops/applications/a%00b' }));
  });

  it('in the e-mail of a sign-in (after the captcha)', async () => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    expectRefused(await browser.post('/check-email', { email: 'a\u0000@example.com' }));
  });

  it('in a multipart field of a save and in a file name', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp('nul@example.com');
    await browser.checkEmail('nul@example.com');
    const token = await browser.latestSignInToken('nul@example.com');
    expect((await browser.post('/sign-in-link', { token })).statusCode).toBe(200);
    const field = multipart({
      saveData: JSON.stringify({ data: { companyInformation: { legalBusinessName: 'A\u0000' } } }),
    });
    const save = await browser.request({ method: 'POST', url: '/api/save', ...field });
    expect(save.statusCode).toBe(400);
    expect(save.json().error).toBe(sayIn('en', UNSTORABLE_TEXT_ERROR));
    const file = multipart(
      { saveData: '{}' },
      { storeLocationsFile: { name: 'a\u0000.csv', bytes: Buffer.from('a,b\n') } },
    );
    const upload = await browser.request({ method: 'POST', url: '/api/save', ...file });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error).toBe(sayIn('en', UNSTORABLE_TEXT_ERROR));
  });

  it('in a signed webhook body', async () => {
    const body = JSON.stringify({
      id: 'evt_nul',
      type: 'onboarding_status.changed',
      createdAt: t.clock.now(),
      data: { mlsProspectRef: 'P\u0000' },
    });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/back-office/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-portal-signature': signatureHeader(SECRET, body, t.clock.now()),
        },
        payload: body,
      }),
    );
  });
});
