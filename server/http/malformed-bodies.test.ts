/**
 * Bad input is always a 4xx with a clear message, never a 500 (docs/architecture.md §4). Every sign-in call
 * gets every kind of malformed body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';

const ROUTES = ['/check-email', '/check-captcha-token', '/sign-in-link', '/signup'];
const JSON_TYPE = 'application/json';

const BODIES: Array<[string, string | undefined, string]> = [
  ['no body at all', undefined, JSON_TYPE],
  ['an empty JSON body', '', JSON_TYPE],
  ['text that is not JSON', '{"email": "a@b.com"', JSON_TYPE],
  ['an array', '[{"email": "a@b.com"}]', JSON_TYPE],
  ['a number', '42', JSON_TYPE],
  ['a JSON string', '"a@b.com"', JSON_TYPE],
  ['null', 'null', JSON_TYPE],
  ['an empty object (missing fields)', '{}', JSON_TYPE],
  ['wrong types', '{"email": {"a": 1}, "token": 7, "data": "x"}', JSON_TYPE],
  ['arrays where text belongs', '{"email": ["a@b.com"], "token": ["x"], "data": [1]}', JSON_TYPE],
  ['nested lead values', '{"data": {"firstName": {"x": 1}, "email": ["a"]}}', JSON_TYPE],
  [
    'a huge string',
    JSON.stringify({ email: 'a'.repeat(100_000), token: 'a', data: {} }),
    JSON_TYPE,
  ],
  [
    'a long string under the size limit',
    JSON.stringify({ email: `${'a'.repeat(9000)}@b.com`, token: 'a'.repeat(9000) }),
    JSON_TYPE,
  ],
  [
    'too many lead fields',
    JSON.stringify({
      data: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x'])),
    }),
    JSON_TYPE,
  ],
  ['bad lead field names', '{"data": {"": "x", "a b": "y", "__proto__": "z"}}', JSON_TYPE],
  ['a prototype-poisoning body', '{"__proto__": {"admin": true}, "email": "a@b.com"}', JSON_TYPE],
  ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`, JSON_TYPE],
  ['a form-encoded body', 'email=a%40b.com&token=x', 'application/x-www-form-urlencoded'],
  ['plain text', 'a@b.com', 'text/plain'],
  ['an unknown content type', '{"email": "a@b.com"}', 'application/octet-stream'],
  ['a JSON body in Latin-1', '{"email": "\u00e9@b.com"}', 'application/json; charset=latin1'],
];

describe.each(DIALECTS)('malformed bodies on %s', (dialect) => {
  let t: TestApp;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    browser = new TestBrowser(t.app);
    // A pre-lead session with a fresh captcha, so /signup and /check-email read their bodies.
    await browser.checkEmail('fuzz@example.com');
    await browser.passCaptcha();
  });
  afterAll(() => t.close());

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

  it('still works after all of that', async () => {
    const response = await browser.post('/signup', {
      data: leadPayload(
        { ...validMerchant('CA').lead, email: 'fuzz@example.com' },
        trackingOfVisit(''),
      ).data,
    });
    expect(response.statusCode).toBe(200);
  });
});
