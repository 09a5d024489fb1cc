/**
 * Pushed status in Chromium across app servers (docs/decisions/0130): two portal servers share one
 * PostgreSQL cluster of the test's own; the merchant's status page is open on server B, an
 * operator approves the application in the console on server A, and B's page turns from "in
 * review" to "approved" within 5 s, without a reload and with nothing polling meanwhile. /cash
 * open on B shows cash pay once the operator marks the merchant eligible on A, and a change still
 * reaches an open page after the database was stopped and started again under both servers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_API } from '../../domain/api/status-api';
import { validMerchant } from '../data/valid-merchant';
import { runCreateOpsUser } from '../../scripts/create-ops-user';
import { startServer, type RunningServer } from '../../server/app/start-server';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { findPgBin, startPgCluster, type PgCluster } from '../reliability/support/pg-cluster';
import { launchChromium } from './support/browser';
import {
  decide,
  merchantWithFinishedForms,
  openApplication,
  opsConsole,
  type LifecyclePortal,
} from './support/lifecycle';

const bin = findPgBin();
const OPS_EMAIL = 'reviewer@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';

describe.skipIf(!bin)('status pushed across app servers on one PostgreSQL', () => {
  let cluster: PgCluster;
  let dataDir: string;
  let mail: SmtpSink;
  let browser: Browser;
  const servers: RunningServer[] = [];
  const portals: LifecyclePortal[] = [];

  /** One app server on the shared database and data folder (so both hold the same secrets). */
  async function appServer(): Promise<LifecyclePortal> {
    const server = await startServer({
      dataDir,
      smtpUrl: mail.url,
      databaseUrl: cluster.url,
      env: {
        CAPTCHA_COMPLEXITY: '5000',
        FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY_FEATURE_SET2: 'true',
      },
    });
    servers.push(server);
    return { url: server.url, appUrl: `${server.url}/app/`, mail, dataDir, close: server.close };
  }

  beforeAll(async () => {
    cluster = await startPgCluster(bin!);
    dataDir = mkdtempSync(join(tmpdir(), 'portal-push-'));
    mail = await startSmtpSink();
    portals.push(await appServer(), await appServer());
    const lines: string[] = [];
    const code = await runCreateOpsUser(
      ['--email', OPS_EMAIL, '--password', OPS_PASSWORD],
      { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: cluster.url },
      { log: (line) => lines.push(line), error: (line) => lines.push(line) },
    );
    if (code !== 0) throw new Error(`create-ops-user failed: ${lines.join('\n')}`);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
    await mail?.close();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const heading = (page: Page, name: string, timeout: number) =>
    page.getByRole('heading', { level: 1, name }).waitFor({ timeout });

  it('an approval made through server A shows on the page open on server B within 5 s', async () => {
    const [serverA, serverB] = portals as [LifecyclePortal, LifecyclePortal];
    const email = `push.${Date.now()}@example.com`;
    const page = await merchantWithFinishedForms(browser, serverB, email, validMerchant('AU'));
    await heading(page, 'Your application is in review', 20_000);
    // The page has settled: from here on, only a pushed change makes it read the status again.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const statusReads: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === STATUS_API.status) statusReads.push(Date.now());
    });
    await page.waitForTimeout(1_000);
    expect(statusReads).toEqual([]);

    const ops = await opsConsole(browser, serverA, OPS_EMAIL, OPS_PASSWORD);
    await openApplication(ops, serverA, email);
    await decide(ops, 'Approve: ready to install');
    const decidedAt = Date.now();

    await heading(page, 'Your application has been approved', 5_000);
    expect(Date.now() - decidedAt).toBeLessThan(5_000);
    await expect(
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    expect(new URL(page.url()).origin).toBe(serverB.url);
    expect(statusReads.length).toBeGreaterThan(0);
    await ops.context().close();
    await page.context().close();
  });

  it('/cash open on server B offers cash pay once an operator on server A marks the merchant eligible', async () => {
    const [serverA, serverB] = portals as [LifecyclePortal, LifecyclePortal];
    const email = `push.cash.${Date.now()}@example.com`;
    const merchant = validMerchant('US', { salesChannel: 'Online Only' });
    const page = await merchantWithFinishedForms(browser, serverB, email, merchant);
    const ops = await opsConsole(browser, serverA, OPS_EMAIL, OPS_PASSWORD);
    await openApplication(ops, serverA, email);
    await decide(ops, 'Approve: ready to install');
    await page.goto(`${serverB.appUrl}cash`);
    const unavailable = page.getByText('Cash App Pay is not available for your store yet');
    // doc 1 §4: the eligibility check's attempts run out first.
    await unavailable.waitFor({ timeout: 30_000 });

    await openApplication(ops, serverA, email);
    await ops.getByLabel('Eligible for cash pay').check();
    await ops.getByRole('button', { name: 'Save cash pay' }).click();
    await ops.getByText('Cash pay settings saved.').waitFor();
    const savedAt = Date.now();

    await page
      .getByRole('region', { name: 'Activate Cash App Pay' })
      .getByRole('button', { name: 'Activate' })
      .waitFor({ timeout: 5_000 });
    expect(Date.now() - savedAt).toBeLessThan(5_000);
    await expect(unavailable.isVisible()).resolves.toBe(false);
    await ops.context().close();
    await page.context().close();
  });

  it('after PostgreSQL is stopped and started again, a decision still reaches the open page', async () => {
    const [serverA, serverB] = portals as [LifecyclePortal, LifecyclePortal];
    const email = `push.restart.${Date.now()}@example.com`;
    const page = await merchantWithFinishedForms(browser, serverB, email, validMerchant('AU'));
    await heading(page, 'Your application is in review', 20_000);
    const ops = await opsConsole(browser, serverA, OPS_EMAIL, OPS_PASSWORD);

    cluster.stop();
    cluster.start();
    // The console's first calls may meet a pool still replacing its dropped connections.
    await expect
      .poll(
        async () => {
          await openApplication(ops, serverA, email).catch(() => undefined);
          return ops.getByLabel('Decision', { exact: true }).isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await decide(ops, 'Needs attention: pause and ask the merchant');

    // The listener reconnects within 5 s of its last attempt; the change or its resync arrives.
    await heading(page, 'Your account needs attention', 10_000);
    await ops.context().close();
    await page.context().close();
  });
});
