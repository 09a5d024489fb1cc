/**
 * Load with N merchants, each saving its company information again and again, while the portal
 * process is killed with SIGKILL halfway: every save answered 200 before the kill is found after a
 * restart on the same data (the one in flight at the kill may or may not have landed), then every
 * merchant saves once more and that save is read back. Runs on SQLite and PostgreSQL. On
 * PostgreSQL two processes share the database, Redis and object storage, and one of them is the
 * one killed: the merchants it served carry on through the other.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../data/valid-merchant';
import { saveBody } from '../../server/testing/merchant-test-kit';
import { startTestRedis, type TestRedis } from '../../server/testing/redis-server';
import { startTestS3, type TestS3 } from '../../server/testing/s3-server';
import {
  createTestDatabase,
  DIALECTS,
  type TestDatabase,
} from '../../server/testing/test-database';
import { HttpBrowser } from './support/http-browser';
import { startPortalProcess, type PortalProcess } from './support/portal-process';
import { inBatches, SIZE } from './support/reliability-size';

const FULL_TIMEOUT = 600_000;

const secrets = () => ({
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

const nameOf = (merchant: number, save: number) => `Load ${merchant} save ${save} LLC`;
const bodyOf = (merchant: number, save: number) => {
  const m = validMerchant('US');
  m.companyInformation.legalBusinessName = nameOf(merchant, save);
  return saveBody(m, { companyInfoForm: true });
};

describe.each(DIALECTS)('acknowledged saves under load and kill -9 on %s', (dialect) => {
  let database: TestDatabase;
  let redis: TestRedis | undefined;
  let s3: TestS3 | undefined;
  let env: Record<string, string>;
  const running: PortalProcess[] = [];
  const start = async () => {
    const portal = await startPortalProcess(env);
    running.push(portal);
    return portal;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    env = { DATA_DIR: database.dataDir, ...secrets() };
    if (database.databaseUrl) {
      [redis, s3] = await Promise.all([startTestRedis(), startTestS3()]);
      env = { ...env, DATABASE_URL: database.databaseUrl, REDIS_URL: redis.url, ...s3.env };
    }
  }, 60_000);
  afterAll(async () => {
    for (const portal of running) await portal.kill9();
    await Promise.all([redis?.close(), s3?.close()]);
    await database.drop();
  });

  it(
    `${SIZE.merchants} merchants × ${SIZE.savesPerMerchant} saves: none acknowledged is lost`,
    async () => {
      // PostgreSQL: two app servers; the second is the one killed.
      const servers = dialect === 'postgres' ? [await start(), await start()] : [await start()];
      const victim = servers[servers.length - 1]!;
      const survivor = servers[0]!;
      const browsers = await inBatches(
        Array.from({ length: SIZE.merchants }, (_, i) => i),
        4,
        async (i) => {
          // Signed in on the survivor, then served by the server of its turn.
          const browser = new HttpBrowser(survivor.url);
          await browser.signUp(`load${i}-${randomBytes(3).toString('hex')}@example.com`);
          browser.base = servers[i % servers.length]!.url;
          return browser;
        },
      );

      const acked = new Map<number, number>();
      let ackCount = 0;
      const total = SIZE.merchants * SIZE.savesPerMerchant;
      let killed = false;
      const load = Promise.all(
        browsers.map(async (browser, i) => {
          for (let k = 0; k < SIZE.savesPerMerchant; k++) {
            let status = 0;
            try {
              status = (await browser.post('/api/save', bodyOf(i, k))).status;
            } catch {
              status = 0; // the connection died with the process
            }
            if (status === 200) {
              acked.set(i, k);
              ackCount++;
            } else if (!killed || browser.base !== victim.url) {
              throw new Error(`merchant ${i} save ${k} answered ${status} before any kill`);
            } else {
              return;
            }
          }
        }),
      );
      while (ackCount < total / 2) await new Promise((resolve) => setTimeout(resolve, 5));
      killed = true;
      await victim.kill9();
      await load;

      // SQLite: the same data, a new process. PostgreSQL: the survivor serves everyone.
      const after = dialect === 'postgres' ? survivor : await start();
      const lost: string[] = [];
      await inBatches(browsers, 8, async (browser, i) => {
        browser.base = after.url;
        const restored = await browser.get('/api/restore');
        expect(restored.status).toBe(200);
        const name = (restored.body as { companyInformation: { legalBusinessName: string } })
          .companyInformation.legalBusinessName;
        const last = acked.get(i);
        if (last !== undefined && name !== nameOf(i, last) && name !== nameOf(i, last + 1)) {
          lost.push(`merchant ${i}: acknowledged "${nameOf(i, last)}", found "${name}"`);
        }
        const final = await browser.post('/api/save', bodyOf(i, 99));
        expect(final.status).toBe(200);
        const back = await browser.get('/api/restore');
        const flags = (back.body as { formCompletedState: { companyInfoForm: boolean } })
          .formCompletedState;
        if (
          (back.body as { companyInformation: { legalBusinessName: string } }).companyInformation
            .legalBusinessName !== nameOf(i, 99) ||
          !flags.companyInfoForm
        ) {
          lost.push(`merchant ${i}: the save after the restart is not read back`);
        }
      });
      expect(lost).toEqual([]);
      expect(ackCount).toBeGreaterThanOrEqual(total / 2);
      console.info(
        `[reliability] ${dialect}: ${ackCount} of ${total} saves acknowledged before and around the kill, ${browsers.length} after; lost 0`,
      );
    },
    FULL_TIMEOUT,
  );
});
