/**
 * GET /metrics on the real app: requests by route pattern and status, latency by route, saves and
 * field errors by section, sign-in mails, webhooks, 503s, failed statements, the PostgreSQL pool
 * and Node's own figures (docs/decisions/0210-metrics.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import { signatureHeader } from '../back-office/webhook-signature';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { parseExposition, scrape, valueOf } from '../testing/metrics-scrape';

const WEBHOOK_SECRET = 'metrics_webhook_secret_0123456789abcdef';

describe.each(DIALECTS)('metrics on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET });
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('are Prometheus text with Node process figures', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(response.body);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(response.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it('count saves and field errors by section, and requests by route pattern', async () => {
    const { browser } = await signUpMerchant(t, raw, `sections-${dialect}@example.com`, 'US');
    const merchant = validMerchant('US', { owners: 2, locations: 2 });
    expect((await browser.post('/api/save', saveBody(merchant))).statusCode).toBe(200);
    merchant.owners[1]!.ssn = '12345';
    merchant.locations[1]!.branchNumber = 'abc';
    merchant.companyInformation.ein = '12-345';
    expect((await browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS))).statusCode).toBe(
      400,
    );
    const secret = 'file-id-that-is-not-a-label';
    expect((await browser.get(`/api/files/${secret}`)).statusCode).toBe(404);

    const samples = await scrape(t.app);
    const save = { route: '/api/save' };
    expect(valueOf(samples, 'portal_saves_total', { ...save, outcome: 'saved' })).toBe(1);
    expect(valueOf(samples, 'portal_saves_total', { ...save, outcome: 'invalid' })).toBe(1);
    expect(valueOf(samples, 'portal_saves_total', { route: '/signup', outcome: 'saved' })).toBe(1);
    for (const section of ['companyInformation', 'owners', 'locations']) {
      expect(valueOf(samples, 'portal_validation_failures_total', { ...save, section })).toBe(1);
    }
    expect(valueOf(samples, 'portal_validation_failures_total', { section: 'storeDetails' })).toBe(
      0,
    );
    const post = { method: 'POST', route: '/api/save' };
    expect(valueOf(samples, 'portal_http_requests_total', { ...post, status: 200 })).toBe(1);
    expect(valueOf(samples, 'portal_http_requests_total', { ...post, status: 400 })).toBe(1);
    expect(valueOf(samples, 'portal_http_request_duration_seconds_count', post)).toBe(2);
    expect(
      valueOf(samples, 'portal_http_request_duration_seconds_bucket', { ...post, le: '+Inf' }),
    ).toBe(2);
    const files = { method: 'GET', route: '/api/files/:id', status: 404 };
    expect(valueOf(samples, 'portal_http_requests_total', files)).toBe(1);
    expect(
      samples.some((sample) => Object.values(sample.labels).some((l) => l.includes(secret))),
    ).toBe(false);
  });

  it('count sign-in mails, webhooks accepted and refused, and 503 answers by reason', async () => {
    const email = `mails-${dialect}@example.com`;
    await new TestBrowser(t.app).signUp(email);
    // A known e-mail is sent a sign-in link (the dev mailbox here).
    await new TestBrowser(t.app).checkEmail(email);
    const deliver = (on: boolean, secret = WEBHOOK_SECRET) => {
      const body = JSON.stringify({
        id: `evt_${dialect}_${on}_${secret.length}`,
        type: 'maintenance.changed',
        createdAt: t.clock.now(),
        data: { on },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/back-office/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-portal-signature': signatureHeader(secret, body, t.clock.now()),
        },
        payload: body,
      });
    };
    expect((await deliver(true, 'not_the_secret_0123456789abcdefghijkl')).statusCode).toBe(401);
    expect((await deliver(true)).statusCode).toBe(200);
    const inMaintenance = await new TestBrowser(t.app).post('/api/save', {});
    expect(inMaintenance.statusCode).toBe(503);
    expect((await deliver(false)).statusCode).toBe(200);

    const samples = await scrape(t.app);
    expect(valueOf(samples, 'portal_sign_in_mails_total', { outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, 'portal_sign_in_mails_total', { outcome: 'failed' })).toBe(0);
    expect(valueOf(samples, 'portal_webhooks_total', { outcome: 'accepted' })).toBe(2);
    expect(valueOf(samples, 'portal_webhooks_total', { outcome: 'refused', status: 401 })).toBe(1);
    expect(
      valueOf(samples, 'portal_unavailable_answers_total', {
        route: '/api/save',
        reason: 'maintenance',
      }),
    ).toBe(1);
  });

  it('show the PostgreSQL pool, and no pool on SQLite', async () => {
    const samples = await scrape(t.app);
    const pool = samples.filter((sample) => sample.name.startsWith('portal_db_pool_'));
    if (dialect === 'sqlite') {
      expect(pool).toEqual([]);
      return;
    }
    expect(pool.map((sample) => sample.name).sort()).toEqual([
      'portal_db_pool_connections',
      'portal_db_pool_idle_connections',
      'portal_db_pool_waiting_requests',
    ]);
    expect(valueOf(samples, 'portal_db_pool_connections')).toBeGreaterThan(0);
  });

  // Last: it drops a table of this suite's database.
  it('count a failed statement; the call answers 500, not 503', async () => {
    const before = valueOf(await scrape(t.app), 'portal_db_statement_errors_total');
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    await raw.db.schema.dropTable('sessions').execute();
    expect((await browser.get('/user-state')).statusCode).toBe(500);
    const samples = await scrape(t.app);
    expect(valueOf(samples, 'portal_db_statement_errors_total')).toBeGreaterThan(before);
    expect(valueOf(samples, 'portal_unavailable_answers_total')).toBe(1);
  });
});

describe('a sign-in mail the relay refuses', () => {
  it('is counted as failed', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const t = await createTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const email = 'refused-relay@example.com';
      await new TestBrowser(t.app).signUp(email);
      const answer = await new TestBrowser(t.app).checkEmail(email);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      const samples = await scrape(t.app);
      expect(valueOf(samples, 'portal_sign_in_mails_total', { outcome: 'failed' })).toBe(1);
      expect(valueOf(samples, 'portal_sign_in_mails_total', { outcome: 'sent' })).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('who may read the metrics', () => {
  const token = 'metrics-token-0123456789-abcdefghijklmnop';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it.each([
    ['a caller off this machine', '203.0.113.9', {}],
    ['a caller relayed by a proxy on loopback', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ['a caller with a wrong token', '203.0.113.9', { authorization: 'Bearer not-the-token' }],
    [
      'a caller with the token in another scheme',
      '203.0.113.9',
      { authorization: `Basic ${token}` },
    ],
  ])('refuses %s with 403 and says how to get in', async (_who, address, headers) => {
    const response = await read(address, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/only to callers on this machine.*METRICS_TOKEN/);
  });

  it.each([
    ['a caller on loopback (IPv4)', '127.0.0.1', {}],
    ['a caller on loopback (IPv6)', '::1', {}],
    ['a caller anywhere with the token', '203.0.113.9', { authorization: `Bearer ${token}` }],
  ])('answers %s', async (_who, address, headers) => {
    const response = await read(address, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal_http_requests_total');
  });

  it('keeps each app its own registry: one app counts none of another', async () => {
    const other = await createTestApp('sqlite');
    try {
      await other.app.inject({ method: 'GET', url: '/api/flags' });
      await other.app.inject({ method: 'GET', url: '/api/flags' });
      await t.app.inject({ method: 'GET', url: '/api/flags' });
      const flags = { method: 'GET', route: '/api/flags', status: 200 };
      expect(valueOf(await scrape(other.app), 'portal_http_requests_total', flags)).toBe(2);
      expect(valueOf(await scrape(t.app), 'portal_http_requests_total', flags)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
