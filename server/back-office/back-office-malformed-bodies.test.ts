/**
 * Bad input is always a 4xx with a clear message, never a 500 (docs/architecture.md §4): every back office
 * and status page call that reads a body gets every kind of malformed body, signed-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import {
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type TestMerchant,
} from '../testing/back-office-kit';
import { signatureHeader } from './webhook-signature';

const JSON_TYPE = 'application/json';
const SECRET = 'whsec_malformed_0123456789abcdefghijklmnop';

const BODIES: Array<[string, string | undefined, string]> = [
  ['no body at all', undefined, JSON_TYPE],
  ['an empty JSON body', '', JSON_TYPE],
  ['text that is not JSON', '{"decision": "COMPLETE"', JSON_TYPE],
  ['an array', '[{"decision": "COMPLETE"}]', JSON_TYPE],
  ['a number', '42', JSON_TYPE],
  ['a JSON string', '"COMPLETE"', JSON_TYPE],
  ['null', 'null', JSON_TYPE],
  ['an empty object', '{}', JSON_TYPE],
  [
    'wrong types',
    '{"decision": 1, "opportunityStage": {}, "onboardingGroup": [], "ownerControls": "x", "isEnabled": "yes", "email": 5, "password": true, "messagingComplete": 1}',
    JSON_TYPE,
  ],
  ['nested owner controls', '{"ownerControls": [[{"requireId": true}]]}', JSON_TYPE],
  [
    'a huge string',
    JSON.stringify({ decision: 'a'.repeat(100_000), email: 'a'.repeat(100_000) }),
    JSON_TYPE,
  ],
  [
    'a prototype-poisoning body',
    '{"__proto__": {"isEnabled": true}, "constructor": {"prototype": {"x": 1}}}',
    JSON_TYPE,
  ],
  ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`, JSON_TYPE],
  ['a form-encoded body', 'decision=COMPLETE&isEnabled=true', 'application/x-www-form-urlencoded'],
  ['plain text', 'COMPLETE', 'text/plain'],
  ['an unknown content type', '{"isEnabled": true}', 'application/octet-stream'],
  [
    'a broken multipart body',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    'multipart/form-data; boundary=x',
  ],
];

describe.each(DIALECTS)('malformed bodies to back office calls on %s', (dialect) => {
  let t: TestApp;
  let ops: TestBrowser;
  let shop: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET: SECRET, OPS_LOGIN_RATE_LIMIT: '10000' });
    const { repos } = await databaseOf(t);
    shop = await testMerchant(t, repos, 'shop@example.com');
    await createOpsAccount(t);
    ops = await opsBrowser(t);
  });
  afterAll(() => t.close());

  const routes = (): Array<[string, () => TestBrowser | undefined, string, boolean]> => [
    ['POST /api/ops/login', () => ops, '/api/ops/login', false],
    ['compliance', () => ops, `/api/ops/applications/${shop.id}/compliance`, false],
    ['opportunity stage', () => ops, `/api/ops/applications/${shop.id}/opportunity-stage`, false],
    ['onboarding group', () => ops, `/api/ops/applications/${shop.id}/onboarding-group`, false],
    ['owner controls', () => ops, `/api/ops/applications/${shop.id}/owner-controls`, false],
    ['update gateway enabled', () => shop.browser, '/api/zdo/update-gateway-enabled', false],
    ['update user', () => shop.browser, '/api/update-user', false],
    ['help desk e-mail', () => shop.browser, '/send-merchant-admin-help-desk-email', false],
    ['webhook (signed)', () => undefined, '/api/back-office/webhooks', true],
    ['generate agreement', () => ops, '/admin/generate-agreement', false],
    ['update agreement', () => ops, '/admin/update-agreement', false],
  ];

  describe.each([
    'POST /api/ops/login',
    'compliance',
    'opportunity stage',
    'onboarding group',
    'owner controls',
    'update gateway enabled',
    'update user',
    'help desk e-mail',
    'webhook (signed)',
    'generate agreement',
    'update agreement',
  ])('%s', (name) => {
    it.each(BODIES)('answers %s with a 4xx and a message', async (_body, payload, contentType) => {
      const [, browserOf, url, signed] = routes().find(([route]) => route === name)!;
      const headers: Record<string, string> = { 'content-type': contentType };
      if (signed)
        headers['x-portal-signature'] = signatureHeader(SECRET, payload ?? '', t.clock.now());
      const options = {
        method: 'POST' as const,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
      const browser = browserOf();
      const response = browser ? await browser.request(options) : await t.app.inject(options);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    });
  });

  it('still works after all of that, and nothing was changed', async () => {
    const view = (await ops.get(`/api/ops/applications/${shop.id}`)).json<{
      onboardingStatus: string;
      onboardingGroup: string;
      audit: Array<{ actor: string }>;
    }>();
    expect(view).toMatchObject({
      onboardingStatus: 'IN_REVIEW',
      onboardingGroup: 'Normal Merchant',
    });
    expect(view.audit.filter((entry) => entry.actor !== 'system')).toEqual([]);
    expect(
      (await shop.browser.post('/api/update-user', { messagingComplete: true })).statusCode,
    ).toBe(200);
  });
});
