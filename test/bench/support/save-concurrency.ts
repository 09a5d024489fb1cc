/**
 * Latency of saves from `count` merchants saving at once, in-process (`app.inject`, no network,
 * no load generator): shows queueing inside the portal apart from the machine's network stack.
 * `node --import tsx test/bench/support/save-concurrency.ts [count] [seconds]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/app/app';
import { loadConfig } from '../../../server/app/config';
import { SESSION_COOKIE } from '../../../server/session/session-service';
import { TestBrowser } from '../../../server/testing/test-browser';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { savePayload } from '../../../domain/business-details/save-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { validMerchant } from '../../data/valid-merchant';

const count = Number(process.argv[2] ?? '50');
const seconds = Number(process.argv[3] ?? '5');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-save-concurrency-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    SIGN_IN_RATE_LIMIT: '100000',
    CAPTCHA_COMPLEXITY: '1000',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
  }),
);
const merchant = validMerchant('US');
const cookies: string[] = [];
for (let i = 0; i < count; i++) {
  const email = `save-concurrency-${i}-${Date.now()}@shop.example`;
  const browser = new TestBrowser(app);
  await browser.signUp(email, leadPayload({ ...merchant.lead, email }, trackingOfVisit('')).data);
  cookies.push(`${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`);
}
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

async function measure(label: string, call: (cookie: string) => Promise<{ statusCode: number }>) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const cpu = process.cpuUsage();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < end) {
        const start = performance.now();
        const res = await call(cookie);
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(
    `${label}, ${count} at once: ${(latencies.length / seconds).toFixed(0)}/s, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms, ${((used.user + used.system) / 1000 / latencies.length).toFixed(2)} ms CPU each`,
  );
}

const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
await measure('GET /user-state', (cookie) =>
  app.inject({ method: 'GET', url: '/user-state', headers: headers(cookie) }),
);
await measure('POST /api/save', (cookie) =>
  app.inject({ method: 'POST', url: '/api/save', headers: headers(cookie), payload: body }),
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
