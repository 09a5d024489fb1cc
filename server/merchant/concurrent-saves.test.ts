/**
 * Two tabs of one merchant save at once: every write that reads and writes the completion flags
 * or a section runs atomically per merchant, so no acknowledged flag or section is lost. The tabs
 * reach two app servers over one database (two connections racing inside the database, not only
 * inside one process). The same race runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app/app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const PAIRS = 12;

describe.each(DIALECTS)('concurrent saves of one merchant on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  /** A second app server over the same database and keys. */
  let other: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    other = await buildApp(t.config, { clock: t.clock.now });
  });
  afterAll(async () => {
    await other.close();
    await raw.close();
    await t.close();
  });

  it(`keeps both flags of ${PAIRS} save + bank pairs sent together`, async () => {
    const merchant = validMerchant('US');
    const lost: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const { browser, merchantId } = await signUpMerchant(t, raw, `race${++n}@example.com`, 'US');
      const secondTab = new TestBrowser(other);
      for (const [name, value] of browser.cookies) secondTab.cookies.set(name, value);
      // The primary bank is saved first so the bank call can complete the bank form.
      const bank = primaryBankPayload(merchant.primaryBank, 'US', { setBankFormComplete: false });
      expect((await browser.post('/api/update-bank-info', bank)).statusCode).toBe(200);
      const [save, bankForm, support] = await Promise.all([
        browser.post('/api/save', saveBody(merchant, { companyInfoForm: true })),
        secondTab.post('/api/update-bank-info', { ...bank, setBankFormComplete: true }),
        browser.post(
          '/api/update-customer-service-info',
          customerSupportPayload(merchant.customerSupport),
        ),
      ]);
      expect([save.statusCode, bankForm.statusCode, support.statusCode]).toEqual([200, 200, 200]);
      const row = await raw.repos.merchants.findById(merchantId);
      const flags = JSON.parse(row?.form_completed_state ?? '{}') as Record<string, boolean>;
      const sections = await raw.repos.merchantSections.get(merchantId);
      if (!flags.companyInfoForm) lost.push(`${i}: companyInfoForm`);
      if (!flags.bankForm) lost.push(`${i}: bankForm`);
      if (!flags.customerServiceForm) lost.push(`${i}: customerServiceForm`);
      if (!sections.companyInformation || !sections.primaryBank || !sections.customerSupport) {
        lost.push(`${i}: a section`);
      }
    }
    expect(lost).toEqual([]);
  });
});
