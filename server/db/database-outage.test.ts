/**
 * PostgreSQL going away under a running portal: connections the server terminates while idle
 * (57P01) do not end the process; while the database is down or silent every call answers 503
 * with Retry-After within the configured timeouts; once it is back the same process answers again.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { SERVICE_UNAVAILABLE } from '../http/error-handler';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { sayIn } from '../i18n/say';

const APPLICATION_NAME = 'portal_outage_test';

describe.skipIf(!DIALECTS.includes('postgres'))('PostgreSQL outage', () => {
  let t: TestApp;
  let raw: RawDatabase;
  let proxy: TcpProxy;
  /** The app under test: its pool reaches PostgreSQL through the proxy. */
  let app: FastifyInstance;
  let browser: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    raw = await openRawDatabase(t);
    const direct = new URL(t.config.databaseUrl!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port));
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    proxied.searchParams.set('application_name', APPLICATION_NAME);
    app = await buildApp(
      {
        ...t.config,
        databaseUrl: proxied.toString(),
        dbConnectTimeoutMs: 500,
        dbStatementTimeoutMs: 1_000,
      },
      { clock: t.clock.now },
    );
    const { browser: first } = await signUpMerchant(t, raw, 'outage@example.com');
    browser = new TestBrowser(app);
    for (const [name, value] of first.cookies) browser.cookies.set(name, value);
  });
  afterAll(async () => {
    await proxy.resume();
    await app.close();
    await proxy.close();
    await raw.close();
    await t.close();
  });

  const restore = () => browser.get('/api/restore');

  it('keeps running when PostgreSQL terminates its idle connections (57P01)', async () => {
    // Several calls at once leave several idle connections in the pool.
    const answers = await Promise.all([restore(), restore(), restore()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
      [APPLICATION_NAME],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await restore()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while PostgreSQL is down, and 200 once it is back', async () => {
    expect((await restore()).statusCode).toBe(200);
    await proxy.stop();
    const down = await restore();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ error: sayIn('en', SERVICE_UNAVAILABLE) });
    await proxy.resume();
    expect((await restore()).statusCode).toBe(200);
  });

  it('answers 503 within the timeouts while PostgreSQL stops answering, then recovers', async () => {
    expect((await restore()).statusCode).toBe(200);
    proxy.hang();
    const started = Date.now();
    const silent = await restore();
    const waited = Date.now() - started;
    expect(silent.statusCode).toBe(503);
    expect(silent.headers['retry-after']).toBe('5');
    // statement timeout (1 s) + the client's guard (1 s), well under a hung request.
    expect(waited).toBeLessThan(4_000);
    await proxy.resume();
    let after = await restore();
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await restore();
    }
    expect(after.statusCode).toBe(200);
  });
});
