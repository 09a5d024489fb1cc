/**
 * Every state-changing call refuses a cross-site browser request (Origin of another site, or
 * Sec-Fetch-Site: cross-site) with a 403, before it reads a body: a cross-site multipart save and
 * a help-desk e-mail are refused, the portal's own pages and non-browser clients are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  multipart,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { saveFormFields } from '../../domain/business-details/save-payload';
import { CROSS_SITE_ERROR } from './same-origin';
import { sayIn } from '../i18n/say';

const OWN = 'http://localhost:3000';
const EVIL = 'https://evil.example';

describe.each(DIALECTS)('cross-site calls on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  const saveFields = () =>
    multipart(saveFormFields(saveBody(validMerchant('US'), { companyInfoForm: true })));

  it('refuses a cross-site multipart save (Origin) and keeps nothing', async () => {
    const { browser, merchantId } = await signUpMerchant(t, raw, `xs${++n}@example.com`);
    const { payload, headers } = saveFields();
    const response = await browser.request({
      method: 'POST',
      url: '/api/save',
      payload,
      headers: { ...headers, origin: EVIL },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: sayIn('en', CROSS_SITE_ERROR) });
    expect((await raw.repos.merchantSections.get(merchantId)).companyInformation).toBeUndefined();
  });

  it('refuses a cross-site call marked only by Sec-Fetch-Site, and an opaque Origin', async () => {
    const { browser } = await signUpMerchant(t, raw, `xs${++n}@example.com`);
    const { payload, headers } = saveFields();
    for (const extra of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/save',
        payload,
        headers: { ...headers, ...extra },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a cross-site help-desk e-mail and logout', async () => {
    const { browser } = await signUpMerchant(t, raw, `xs${++n}@example.com`);
    for (const url of ['/send-merchant-admin-help-desk-email', '/logout']) {
      const response = await browser.request({
        method: 'POST',
        url,
        payload: { subject: 'x', body: 'y' },
        headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await browser.get('/api/restore')).statusCode).toBe(200);
  });

  it('accepts the portal’s own origin and clients that send neither header', async () => {
    const { browser } = await signUpMerchant(t, raw, `xs${++n}@example.com`);
    const own = saveFields();
    const same = await browser.request({
      method: 'POST',
      url: '/api/save',
      payload: own.payload,
      headers: { ...own.headers, origin: OWN, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode, same.body).toBe(200);
    const plain = saveFields();
    const noHeaders = await browser.request({ method: 'POST', url: '/api/save', ...plain });
    expect(noHeaders.statusCode).toBe(200);
  });

  it('lets cross-site GETs through (they change nothing)', async () => {
    const response = await t.app.inject({
      url: '/user-state',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
