/**
 * The merchant read in one statement: the same record, account and sections as the three reads it
 * replaces (with and without an account row and sections, sensitive values opened), and, read for
 * update inside the merchant's lock, the merchant's row lock taken by that read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import { createFieldCipher } from '../crypto/field-cipher';
import { createMerchantLock } from '../db/merchant-lock';
import { createRepositories } from '../db/repositories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';

describe.each(DIALECTS)('the merchant read in one statement on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const newMerchant = async () =>
    (await signUpMerchant(t, raw, `record${++n}@example.com`, 'US')).merchantId;
  /** The three reads the one statement replaces. */
  const separately = async (merchantId: string) => {
    const row = await raw.repos.merchants.findById(merchantId);
    return {
      row,
      account: await raw.repos.merchantAccounts.get(merchantId),
      saved: await raw.repos.merchantSections.get(merchantId),
    };
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('answers undefined for a merchant without a record', async () => {
    expect(await raw.repos.merchantRecords.read('no-such-merchant')).toBeUndefined();
  });

  it('reads the defaults of a merchant with no account row and no sections', async () => {
    const merchantId = await newMerchant();
    await raw.db.deleteFrom('merchant_accounts').where('merchant_id', '=', merchantId).execute();
    const read = await raw.repos.merchantRecords.read(merchantId);
    expect(read?.saved).toEqual({});
    expect(read).toEqual(await separately(merchantId));
  });

  it('reads what the three reads give once the account and the sections are written', async () => {
    const merchantId = await newMerchant();
    const merchant = validMerchant('US');
    await raw.repos.merchantAccounts.update(merchantId, {
      requireInsurance: true,
      merchantId: 'PROVIDER-7',
      secretKey: 'sk_live_0123456789',
      onboardingStatus: 'IN_REVIEW',
      accountMark: 'THANK_YOU',
    });
    await raw.repos.merchantSections.save(merchantId, {
      companyInformation: merchant.companyInformation,
      owners: merchant.owners,
      primaryBank: merchant.primaryBank,
      storeLocationsFile: null,
    });
    const read = await raw.repos.merchantRecords.read(merchantId);
    expect(read?.account).toMatchObject({
      requireInsurance: true,
      merchantId: 'PROVIDER-7',
      secretKey: 'sk_live_0123456789',
      onboardingStatus: 'IN_REVIEW',
    });
    expect(read?.saved.owners?.[0]?.ssn).toBe(merchant.owners[0]!.ssn);
    expect(read?.saved.primaryBank?.account).toBe(merchant.primaryBank.account);
    expect(read?.saved.storeLocationsFile).toBeNull();
    // The record keeps its own columns only: none of the joined rows' (both have updated_at).
    expect(Object.keys(read!.row).sort()).toEqual(
      Object.keys((await raw.repos.merchants.findById(merchantId))!).sort(),
    );
    expect(read).toEqual(await separately(merchantId));
  });

  it("takes the merchant's lock with the read when work is locked by its first read", async () => {
    const merchantId = await newMerchant();
    const lock = createMerchantLock(raw.db, dialect);
    let firstHasLock!: () => void;
    const firstLocked = new Promise<void>((resolve) => (firstHasLock = resolve));
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const order: string[] = [];
    const forUpdate: boolean[] = [];
    const hold = (name: string, wait: Promise<void>) =>
      lock(
        merchantId,
        async (trx, readForUpdate) => {
          forUpdate.push(readForUpdate);
          const locked = createRepositories(
            trx,
            createFieldCipher(t.config.secrets.dataEncryptionKey),
            Date.now,
          );
          await locked.merchantRecords.read(merchantId, readForUpdate);
          order.push(`${name} read`);
          if (name === 'first') firstHasLock();
          await wait;
          order.push(`${name} ends`);
        },
        { lockedByFirstRead: true },
      );
    const first = hold('first', firstMayEnd);
    await firstLocked;
    // On SQLite the one connection serialises the two; on PostgreSQL the row lock does.
    const second = hold('second', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(order).toEqual(['first read']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first read', 'first ends', 'second read', 'second ends']);
    // SQLite has no FOR UPDATE: its transaction is the lock.
    expect(forUpdate).toEqual([dialect === 'postgres', dialect === 'postgres']);
  });
});
