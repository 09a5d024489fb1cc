/**
 * Saves under load (doc 2 §7 "Save flow"): the portal runs in a process of its own with signed-up
 * merchants; autocannon, here, sends each connection as one merchant (its own session cookie)
 * over loopback for a bounded time. A save is measured against the authenticated GET /user-state
 * of the same run, the cheapest call that still reads the session.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { savePayload } from '../../domain/business-details/save-payload';
import { validMerchant } from '../data/valid-merchant';
import type { BenchResult } from './support/bench-result';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? '8');

interface Portal {
  url: string;
  cookies: string[];
  close(): Promise<void>;
}

async function startMerchantsServer(count: number, databaseUrl?: string): Promise<Portal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-out-'));
  const out = join(dir, 'portal.json');
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the portal.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'test/bench/support/merchants-server.ts',
      String(count),
      out,
    ],
    {
      stdio: ['pipe', 'ignore', 'inherit'],
      env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  while (!existsSync(out)) {
    if (child.exitCode !== null) throw new Error('the bench portal stopped before it started');
    if (Date.now() > deadline) throw new Error('the bench portal did not start in 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const { url, cookies } = JSON.parse(readFileSync(out, 'utf8')) as {
    url: string;
    cookies: string[];
  };
  return {
    url,
    cookies,
    async close() {
      child.stdin.end();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Load {
  rps: number;
  p99: number;
  max: number;
  errors: number;
}

/** `connections` merchants, each its own connection and cookie, for SECONDS. */
async function load(
  portal: Portal,
  connections: number,
  request: { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url: portal.url,
    connections,
    duration: SECONDS,
    timeout: 30,
    // Each connection is one merchant for the whole run: its cookie is set once per connection
    // (a request's setupRequest context is reset before every request, so it cannot hold one).
    setupClient(client) {
      client.setHeaders({
        cookie: portal.cookies[next++ % portal.cookies.length] ?? '',
        'content-type': 'application/json',
      });
    },
    requests: [
      {
        method: request.method,
        path: request.path,
        ...(request.body !== undefined ? { body: request.body } : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The figures of one database. */
export async function runOn(label: string, databaseUrl?: string): Promise<BenchResult[]> {
  const portal = await startMerchantsServer(200, databaseUrl);
  try {
    const merchant = validMerchant('US');
    const payload = savePayload(merchant);
    const body = JSON.stringify({
      ...payload,
      formCompletionData: {
        ...payload.formCompletionData,
        companyInfoForm: true,
        storeDetailsForm: true,
        businessOwnerForm: true,
      },
    });
    const save = { method: 'POST', path: '/api/save', body } as const;
    const userState = await load(portal, 50, { method: 'GET', path: '/user-state' });
    const userState200 = await load(portal, 200, { method: 'GET', path: '/user-state' });
    const save50 = await load(portal, 50, save);
    const save200 = await load(portal, 200, save);
    const round = (n: number) => Math.round(n * 100) / 100;
    return [
      {
        name: `${label}: GET /user-state, 50 merchants`,
        value: round(userState.rps),
        unit: 'req/s',
      },
      { name: `${label}: GET /user-state p99, 50 merchants`, value: userState.p99, unit: 'ms' },
      {
        name: `${label}: slowest GET /user-state, 200 merchants`,
        value: userState200.max,
        unit: 'ms',
      },
      { name: `${label}: POST /api/save, 50 merchants`, value: round(save50.rps), unit: 'req/s' },
      {
        name: `${label}: save / user-state throughput`,
        value: round(save50.rps / userState.rps),
        unit: 'x',
        goal: '>= 0.5',
        ok: save50.rps / userState.rps >= 0.5,
      },
      {
        name: `${label}: save p99, 50 merchants`,
        value: save50.p99,
        unit: 'ms',
        goal: '< 50',
        ok: save50.p99 < 50,
      },
      { name: `${label}: save p99, 200 merchants`, value: save200.p99, unit: 'ms' },
      {
        name: `${label}: slowest save, 200 merchants`,
        value: save200.max,
        unit: 'ms',
        goal: '< 1000',
        ok: save200.max < 1000,
      },
      {
        name: `${label}: failed requests`,
        value: userState.errors + save50.errors + save200.errors,
        unit: '',
        goal: '0',
        ok: userState.errors + save50.errors + save200.errors === 0,
      },
    ];
  } finally {
    await portal.close();
  }
}

/** The save figures on SQLite, then on a throwaway PostgreSQL cluster. */
export async function run(): Promise<BenchResult[]> {
  const results = await runOn('saves, SQLite');
  const postgres = await startThrowawayPostgres();
  try {
    results.push(...(await runOn('saves, PostgreSQL', postgres.url)));
  } finally {
    postgres.stop();
  }
  return results;
}
