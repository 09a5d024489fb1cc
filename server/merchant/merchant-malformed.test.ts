/**
 * Bad input to the merchant's calls is always a 4xx with a message, never a 500, and never
 * changes what was saved (docs/architecture.md §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  BUSINESS_FORMS,
  multipart,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { MERCHANT_BODY_ROUTES } from '../testing/merchant-routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const ROUTES = MERCHANT_BODY_ROUTES;
const JSON_TYPE = 'application/json';
const BOUNDARY = 'multipart/form-data; boundary=xyz';

const BODIES: Array<[string, string | Buffer | undefined, string]> = [
  ['no body at all', undefined, JSON_TYPE],
  ['an empty JSON body', '', JSON_TYPE],
  ['text that is not JSON', '{"saveData": ', JSON_TYPE],
  ['an array', '[{"saveData": {}}]', JSON_TYPE],
  ['a number', '42', JSON_TYPE],
  ['null', 'null', JSON_TYPE],
  [
    'parts that are not objects',
    '{"saveData": 7, "storeData": [1], "formCompletionData": "x", "data": 3, "prospectId": 4, "bankLabel": "OTHER"}',
    JSON_TYPE,
  ],
  [
    'JSON text parts that are not JSON',
    '{"saveData": "{nope", "storeData": "[", "formCompletionData": "{"}',
    JSON_TYPE,
  ],
  [
    'sections of the wrong shape',
    JSON.stringify({
      saveData: { data: { companyInformation: [], owners: {}, locations: 'x' } },
      data: { storeName: { a: 1 } },
      customerSupportEmail: ['a'],
      bankLabel: 'PRIMARY',
      account: { x: 1 },
    }),
    JSON_TYPE,
  ],
  [
    'owners that are not records',
    JSON.stringify({ saveData: { data: { owners: ['x', null, 3] } }, data: [] }),
    JSON_TYPE,
  ],
  [
    'flags that are not booleans',
    JSON.stringify({
      formCompletionData: { companyInfoForm: 'yes' },
      bankForm: 'true',
      setBankFormComplete: 'yes',
    }),
    JSON_TYPE,
  ],
  [
    'a huge value',
    JSON.stringify({
      saveData: { data: { companyInformation: { legalBusinessName: 'a'.repeat(5000) } } },
      data: { storeName: 'a'.repeat(5000) },
      customerSupportEmail: 'a'.repeat(5000),
      bankAccountName: 'a'.repeat(5000),
      prospectId: 'a'.repeat(5000),
    }),
    JSON_TYPE,
  ],
  [
    'a thousand owners',
    JSON.stringify({ saveData: { data: { owners: Array.from({ length: 1000 }, () => ({})) } } }),
    JSON_TYPE,
  ],
  ['a prototype-poisoning body', '{"__proto__": {"admin": true}, "constructor": {}}', JSON_TYPE],
  ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`, JSON_TYPE],
  ['a form-encoded body', 'saveData=%7B%7D', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
  ['multipart without a boundary', '--xyz\r\n', 'multipart/form-data'],
  [
    'multipart cut short',
    '--xyz\r\nContent-Disposition: form-data; name="saveData"\r\n\r\n{',
    BOUNDARY,
  ],
  ['multipart with a bad part header', '--xyz\r\nnonsense\r\n\r\nvalue\r\n--xyz--\r\n', BOUNDARY],
  ['an empty multipart form', '--xyz--\r\n', BOUNDARY],
];

describe.each(DIALECTS)('malformed bodies to the merchant calls on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let browser: TestBrowser;
  let saved: unknown;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    ({ browser } = await signUpMerchant(t, raw, 'fuzz@example.com', 'NZ'));
    await browser.post('/api/save', saveBody(validMerchant('NZ'), BUSINESS_FORMS));
    saved = (await browser.get('/api/restore')).json();
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  describe.each(ROUTES)('%s', (url) => {
    it.each(BODIES)('answers %s with a 4xx and a message', async (_name, payload, contentType) => {
      const response = await browser.request({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    });
  });

  it('answers a multipart save with two files, and an upload with two files, with a 4xx', async () => {
    for (const url of ['/api/save', '/api/upload-file']) {
      const body = multipart(
        { saveData: '{}' },
        {
          file: { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n') },
          storeLocationsFile: { name: 'b.pdf', bytes: Buffer.from('%PDF-1.4\n') },
        },
      );
      const response = await browser.request({ method: 'POST', url, ...body });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('still has everything saved before, unchanged', async () => {
    expect((await browser.get('/api/restore')).json()).toEqual(saved);
  });
});
