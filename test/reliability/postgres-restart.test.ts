/**
 * PostgreSQL stopped (fast shutdown: every connection terminated with 57P01) and started again
 * under a running portal process: the process stays up, answers 503 meanwhile (Retry-After: server/db/database-outage.test.ts),
 * and serves saves again once the database is back, without a restart; nothing saved is lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../data/valid-merchant';
import { saveBody } from '../../server/testing/merchant-test-kit';
import { HttpBrowser } from './support/http-browser';
import { findPgBin, startPgCluster, type PgCluster } from './support/pg-cluster';
import { startPortalProcess, type PortalProcess } from './support/portal-process';

const bin = findPgBin();

describe.skipIf(!bin)('PostgreSQL stopped and started under a running portal', () => {
  let cluster: PgCluster;
  let portal: PortalProcess;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startPgCluster(bin!);
    dataDir = mkdtempSync(join(tmpdir(), 'portal-pgr-data-'));
    portal = await startPortalProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
    });
  }, 120_000);
  afterAll(async () => {
    await portal?.kill9();
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 meanwhile, and recovers by itself', async () => {
    const browser = new HttpBrowser(portal.url);
    await browser.signUp('restart@example.com');
    const merchant = validMerchant('US');
    const first = await browser.post('/api/save', saveBody(merchant, { companyInfoForm: true }));
    expect(first.status).toBe(200);

    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const down = await browser.get('/api/restore');
    expect(down.status).toBe(503);
    expect(portal.child.exitCode).toBeNull();
    expect(portal.child.signalCode).toBeNull();

    cluster.start();
    let back = await browser.get('/api/restore');
    for (let i = 0; i < 40 && back.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await browser.get('/api/restore');
    }
    expect(back.status).toBe(200);
    expect(
      (back.body as { companyInformation: { legalBusinessName: string } }).companyInformation
        .legalBusinessName,
    ).toBe(merchant.companyInformation.legalBusinessName);
    const again = await browser.post('/api/save', saveBody(merchant, { storeDetailsForm: false }));
    expect(again.status).toBe(200);
    expect(portal.stderr.join('')).not.toMatch(/Unhandled|uncaught/i);
  }, 120_000);
});
