/**
 * CPU cost of one save and one GET /user-state, in-process (`app.inject`, no network): one
 * merchant saves N times, then reads its state N times.
 * `node --import tsx test/bench/support/save-cpu.ts [N] [profile-dir]`: with a folder, each loop's
 * CPU profile (only the loop, not the start-up) is written there, to open in Chrome's DevTools.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
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

const n = Number(process.argv[2] ?? '1000');
const profileDir = process.argv[3];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-save-cpu-'));
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
const email = `save-cpu-${Date.now()}@shop.example`;
const browser = new TestBrowser(app);
await browser.signUp(email, leadPayload({ ...merchant.lead, email }, trackingOfVisit('')).data);
const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
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
const headers = { cookie, 'content-type': 'application/json' };

async function cost(label: string, call: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < 50; i++) await call();
  const session = new Session();
  if (profileDir) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const start = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await call();
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(start);
  if (profileDir) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(
      join(profileDir, `${label.replace(/\W+/g, '-')}.cpuprofile`),
      JSON.stringify(profile),
    );
    session.disconnect();
  }
  const ms = (used.user + used.system) / 1000 / n;
  console.log(
    `${label}: ${ms.toFixed(2)} ms CPU, ${((performance.now() - wall) / n).toFixed(2)} ms wall per call`,
  );
}

await cost('POST /api/save', () =>
  app.inject({ method: 'POST', url: '/api/save', headers, payload: body }),
);
await cost('GET /user-state', () => app.inject({ method: 'GET', url: '/user-state', headers }));
await app.close();
rmSync(dataDir, { recursive: true, force: true });
