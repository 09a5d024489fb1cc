/**
 * A portal for the save benchmark, run as its own process so the load generator does not share
 * its event loop: the real app on loopback (SQLite in a temporary folder, or DATABASE_URL), with
 * `count` merchants signed up through the real sign-up calls (captcha, e-mail check, lead). It
 * writes { url, cookies } as JSON to the file named by its second argument, and serves until its
 * input closes. Its request log goes to stdout as in production.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app/app';
import { loadConfig } from '../../../server/app/config';
import { SESSION_COOKIE } from '../../../server/session/session-service';
import { TestBrowser } from '../../../server/testing/test-browser';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { validMerchant } from '../../data/valid-merchant';

const count = Number(process.argv[2] ?? '200');
const outFile = process.argv[3];
if (!outFile) throw new Error('usage: merchants-server <count> <out.json>');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  SIGN_IN_RATE_LIMIT: '100000',
  CAPTCHA_COMPLEXITY: '1000',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
});
const app = await buildApp(config);

const cookies: string[] = [];
const merchant = validMerchant('US');
for (let i = 0; i < count; i++) {
  const email = `bench-${i}-${Date.now()}@shop.example`;
  const browser = new TestBrowser(app);
  const lead = leadPayload({ ...merchant.lead, email }, trackingOfVisit('')).data;
  const response = await browser.signUp(email, lead);
  const session = browser.cookies.get(SESSION_COOKIE);
  if (response.statusCode !== 200 || !session) throw new Error(`sign-up failed: ${response.body}`);
  cookies.push(`${SESSION_COOKIE}=${session}`);
}

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
writeFileSync(outFile, JSON.stringify({ url: `http://127.0.0.1:${port}`, cookies }));

const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
