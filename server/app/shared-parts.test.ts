/**
 * Several app servers on shared parts: one database, rate-limit counters in Redis (REDIS_URL) and
 * uploads on S3-compatible object storage (S3_BUCKET…). Two apps with separate data folders serve
 * one merchant: signed in on one, uploading and saving through the other, rate limited across both,
 * and a server started afresh still counts what the others counted.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import { buildApp } from './app';
import type { Config } from './config';
import {
  multipart,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const LIMIT = 6;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.skipIf(!DIALECTS.includes('postgres'))(
  'two app servers on one PostgreSQL and shared parts',
  () => {
    let redis: TestRedis;
    let s3: TestS3;
    let t: TestApp;
    let raw: RawDatabase;
    let other: FastifyInstance;
    const others: FastifyInstance[] = [];
    const dirs: string[] = [];
    /** Another app server over the same database and shared parts, with a data folder of its own. */
    const anotherServer = async (): Promise<FastifyInstance> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-2nd-'));
      dirs.push(dataDir);
      const config: Config = { ...t.config, dataDir };
      const app = await buildApp(config, { clock: t.clock.now });
      others.push(app);
      return app;
    };

    beforeAll(async () => {
      [redis, s3] = await Promise.all([startTestRedis(), startTestS3()]);
      t = await createTestApp('postgres', {
        REDIS_URL: redis.url,
        SIGN_IN_RATE_LIMIT: String(LIMIT),
        ...s3.env,
      });
      raw = await openRawDatabase(t);
      other = await anotherServer();
    });
    afterAll(async () => {
      for (const app of others) await app.close();
      await raw.close();
      await t.close();
      await Promise.all([redis.close(), s3.close()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    const on = (app: FastifyInstance, browser: TestBrowser): TestBrowser => {
      const moved = new TestBrowser(app);
      for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
      return moved;
    };

    it('signs in on one, uploads and saves through the other, reads it all back on the first', async () => {
      const { browser: first, merchantId } = await signUpMerchant(t, raw, 'shared@example.com');
      const second = on(other, first);
      const uploaded = await second.request({
        method: 'POST',
        url: '/api/upload-file',
        ...multipart({}, { file: { name: 'licence.pdf', bytes: PDF, type: 'application/pdf' } }),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const merchant = validMerchant('US');
      const saved = await second.post('/api/save', saveBody(merchant, { companyInfoForm: true }));
      expect(saved.statusCode, saved.body).toBe(200);

      const file = await first.get(uploaded.json().url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(PDF);
      const restored = (await first.get('/api/restore')).json();
      expect(restored.companyInformation.legalBusinessName).toBe(
        merchant.companyInformation.legalBusinessName,
      );
      expect(restored.formCompletedState.companyInfoForm).toBe(true);
      // The bytes are in the object storage, on neither server's disk.
      const row = await raw.repos.uploads.findOwned(
        merchantId,
        uploaded.json().url.split('/').pop(),
      );
      expect(row?.size_bytes).toBe(PDF.length);
      for (const dir of [t.config.dataDir, ...dirs]) {
        expect(existsSync(join(dir, 'uploads'))).toBe(false);
      }
    });

    it('counts sign-in calls across both servers, and a server started later sees the count', async () => {
      const call = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/check-captcha-token',
          payload: { token: 'not-a-solution' },
          remoteAddress: '198.51.100.9',
        });
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await call(i % 2 ? other : t.app)).statusCode);
      expect(statuses.every((status) => status !== 429)).toBe(true);
      expect((await call(t.app)).statusCode).toBe(429);
      expect((await call(other)).statusCode).toBe(429);
      const restarted = await anotherServer();
      expect((await call(restarted)).statusCode).toBe(429);
    });
  },
);
