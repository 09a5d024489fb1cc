/**
 * The server's generic answers are said in the language the request names (Accept-Language, as
 * the portal's client sends it), else in English, word for word as before.
 */
import sharp from 'sharp';
import { maintenanceAnswer } from '../../domain/api/maintenance-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  openRawDatabase,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const FRENCH = { 'accept-language': 'fr-CA' };

describe.each(DIALECTS)('generic answers in the request’s language on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGN_IN_RATE_LIMIT: '2' });
    raw = await openRawDatabase(t);
    ({ browser } = await signUpMerchant(t, raw, 'langue@example.ca', 'CA'));
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('says the rate limit in French for fr-CA and in English otherwise', async () => {
    const call = (email: string, headers: Record<string, string> = {}) =>
      new TestBrowser(t.app).request({
        method: 'POST',
        url: '/check-email',
        payload: { email },
        headers,
      });
    for (let i = 0; i < 2; i++) await call('trop@example.ca');
    const french = await call('trop@example.ca', FRENCH);
    expect(french.statusCode).toBe(429);
    expect(french.json()).toEqual({
      error: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    });
    for (let i = 0; i < 2; i++) await call('busy@example.com');
    const english = await call('busy@example.com', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('says a refused upload in French for fr-CA and in English otherwise', async () => {
    const oblong = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#22c9a1' },
    })
      .png()
      .toBuffer();
    const upload = (headers: Record<string, string>) => {
      const body = multipart({ bucketType: 'Cash' }, { file: { name: 'logo', bytes: oblong } });
      return browser.request({
        method: 'POST',
        url: '/api/upload-file',
        ...body,
        headers: { ...body.headers, ...headers },
      });
    };
    const french = await upload(FRENCH);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      error: 'L’image de marque doit être carrée.',
      message: 'L’image de marque doit être carrée.',
    });
    expect((await upload({})).json().error).toBe('Brand image must be square.');
  });

  it('says an unreadable body and a cross-site write in French for fr-CA', async () => {
    const broken = await browser.request({
      method: 'POST',
      url: '/api/save',
      headers: { ...FRENCH, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Le corps de la requête n’est pas du JSON valide.' });
    const crossSite = await browser.request({
      method: 'POST',
      url: '/api/save',
      headers: { ...FRENCH, origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe(
      'Cette requête provenait d’un autre site et a été refusée. Veuillez utiliser le portail lui-même.',
    );
  });
});

describe.each(DIALECTS)('the maintenance answer in the request’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { MAINTENANCE_MODE: 'on' });
  });
  afterAll(() => t.close());

  it('says maintenance in French for fr-CA and in English, word for word, otherwise', async () => {
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/status', headers });
    const french = await call(FRENCH);
    expect(french.statusCode).toBe(503);
    expect(french.json()).toEqual({
      userState: 'MAINTENANCE_MODE',
      error:
        'Le portail marchand est en maintenance. Vos réponses sont conservées. Veuillez réessayer un peu plus tard.',
    });
    expect((await call({})).json()).toEqual(maintenanceAnswer());
  });
});
