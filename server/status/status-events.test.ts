/**
 * The pushed status stream over real sockets on both databases: signed-out callers get 401; a
 * console decision reaches the stream of the merchant it is about and no other; on PostgreSQL a
 * change made through one app server reaches a stream open on another, and the listener comes
 * back after its database connection is cut; closing the app ends open streams at once.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_EVENTS_PATH } from '../../domain/api/status-events-api';
import { HEARTBEAT_MS } from './status-events-route';
import { buildApp } from '../app/app';
import { signatureHeader } from '../back-office/webhook-signature';
import {
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type TestMerchant,
} from '../testing/back-office-kit';
import { cookieHeader, openEventStream, type OpenStream } from '../testing/event-stream';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';

const isKind = (kind: string) => (event: { event: string; data: string }) =>
  event.event === 'status' && JSON.parse(event.data).kind === kind;

describe.each(DIALECTS)('status events on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  let ops: TestBrowser;
  let shopA: TestMerchant;
  let shopB: TestMerchant;
  const streams: OpenStream[] = [];
  const stream = async (merchant: TestMerchant, base = url) => {
    const opened = await openEventStream(
      `${base}${STATUS_EVENTS_PATH}`,
      cookieHeader(merchant.browser.cookies),
    );
    streams.push(opened);
    return opened;
  };
  const decide = (merchant: TestMerchant, decision: string, by = ops) =>
    by.post(`/api/ops/applications/${merchant.id}/compliance`, { decision });

  beforeEach(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET });
    const { repos } = await databaseOf(t);
    await createOpsAccount(t);
    ops = await opsBrowser(t);
    shopA = await testMerchant(t, repos, 'a@example.com');
    shopB = await testMerchant(t, repos, 'b@example.com');
    url = await listen(t.app);
  });
  afterEach(async () => {
    for (const open of streams.splice(0)) open.close();
    await t.close();
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: STATUS_EVENTS_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please re-authenticate.' });
    const opened = await openEventStream(`${url}${STATUS_EVENTS_PATH}`, '');
    expect(opened.status).toBe(401);
    opened.close();
  });

  it('sends a decision to the stream of its merchant only, as a kind without data', async () => {
    const a = await stream(shopA);
    const b = await stream(shopB);
    expect(a.status).toBe(200);
    expect(a.contentType).toBe('text/event-stream; charset=utf-8');
    // The app's security headers go out with the stream too.
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.comments).toContain('connected');
    expect((await decide(shopA, 'READY_TO_INSTALL')).statusCode).toBe(200);
    const event = await a.next(isKind('compliance'));
    expect(JSON.parse(event.data)).toEqual({ kind: 'compliance' });
    // A's change (and the markSubmitted that preceded it) never reaches B's stream...
    await new Promise((wait) => setTimeout(wait, 300));
    expect(b.events).toEqual([]);
    // ...which is open and working: B's own decision arrives.
    expect((await decide(shopB, 'INELIGIBLE')).statusCode).toBe(200);
    await b.next(isKind('compliance'));
    expect(a.events.map((e) => JSON.parse(e.data).kind)).not.toContain('resync');
    expect(a.events.filter(isKind('compliance'))).toHaveLength(1);
  });

  it('sends the other back office changes the pages show', async () => {
    const a = await stream(shopA);
    const group = await ops.post(`/api/ops/applications/${shopA.id}/onboarding-group`, {
      onboardingGroup: 'ZDO Merchant',
    });
    expect(group.statusCode).toBe(200);
    await a.next(isKind('onboarding-group'));
  });

  it('sends changes delivered by signed webhooks', async () => {
    const a = await stream(shopA);
    const deliver = (id: string, type: string, data: Record<string, unknown>) => {
      const body = JSON.stringify({
        id,
        type,
        data: { mlsProspectRef: shopA.mlsProspectRef, ...data },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/back-office/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-portal-signature': signatureHeader(WEBHOOK_SECRET, body, t.clock.now()),
        },
        payload: body,
      });
    };
    expect((await deliver('evt_1', 'compliance.decided', { status: 'COMPLETE' })).statusCode).toBe(
      200,
    );
    await a.next(isKind('compliance'));
    expect((await deliver('evt_2', 'cash_pay.changed', { cashPayEligible: true })).statusCode).toBe(
      200,
    );
    await a.next(isKind('cash-pay'));
  });

  it('keeps an idle stream alive with a comment every 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const a = await stream(shopA);
      expect(a.comments).not.toContain('heartbeat');
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      await new Promise((wait) => setTimeout(wait, 100));
      expect(a.comments).not.toContain('heartbeat');
      vi.advanceTimersByTime(1);
      await expect.poll(() => a.comments.filter((c) => c === 'heartbeat').length).toBe(1);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await expect.poll(() => a.comments.filter((c) => c === 'heartbeat').length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses more than 10 streams of one merchant with 429, and frees a place when one closes', async () => {
    const open = await Promise.all(Array.from({ length: 10 }, () => stream(shopA)));
    expect(open.map((o) => o.status)).toEqual(Array(10).fill(200));
    const refused = await stream(shopA);
    expect(refused.status).toBe(429);
    expect((await stream(shopB)).status).toBe(200);
    open[0]!.close();
    await open[0]!.ended;
    await expect.poll(async () => (await stream(shopA)).status, { timeout: 3_000 }).toBe(200);
  });

  it('ends open streams when the app closes, without waiting for them', async () => {
    const a = await stream(shopA);
    const started = Date.now();
    await t.app.close();
    await a.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('status events across app servers', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let streams: OpenStream[] = [];
  beforeEach(async () => {
    t = await createTestApp('postgres');
    second = await buildApp(t.config, { clock: t.clock.now });
  });
  afterEach(async () => {
    for (const open of streams.splice(0)) open.close();
    streams = [];
    await second.close();
    await t.close();
  });

  it('a decision made through one server reaches a stream open on the other', async () => {
    const { repos } = await databaseOf(t);
    await createOpsAccount(t);
    const ops = await opsBrowser(t);
    const shop = await testMerchant(t, repos, 'shop@example.com');
    const onSecond = await openEventStream(
      `${await listen(second)}${STATUS_EVENTS_PATH}`,
      cookieHeader(shop.browser.cookies),
    );
    streams.push(onSecond);
    expect(onSecond.status).toBe(200);
    const decided = await ops.post(`/api/ops/applications/${shop.id}/compliance`, {
      decision: 'COMPLETE',
    });
    expect(decided.statusCode).toBe(200);
    await onSecond.next(isKind('compliance'));
  });

  it('the listener reconnects after its connection is cut, tells open streams to refetch, and keeps delivering', async () => {
    const { repos } = await databaseOf(t);
    await createOpsAccount(t);
    const ops = await opsBrowser(t);
    const shop = await testMerchant(t, repos, 'shop@example.com');
    const onSecond = await openEventStream(
      `${await listen(second)}${STATUS_EVENTS_PATH}`,
      cookieHeader(shop.browser.cookies),
    );
    streams.push(onSecond);
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where pid <> pg_backend_pid() and query = 'listen "portal_status:' || current_schema() || '"'`,
      );
      // Both app servers listen.
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await onSecond.next(isKind('resync'), 10_000);
    const from = onSecond.events.length;
    const decided = await ops.post(`/api/ops/applications/${shop.id}/compliance`, {
      decision: 'REQUIRES_ATTENTION',
    });
    expect(decided.statusCode).toBe(200);
    await onSecond.next(isKind('compliance'), 5_000, from);
  });
});
