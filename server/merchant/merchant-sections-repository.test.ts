import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCompanyInformation } from '../../domain/business-details/company-information';
import { emptyOwner } from '../../domain/business-details/owner';
import { createFieldCipher } from '../crypto/field-cipher';
import { openDatabase, type Db } from '../db/database';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-database';
import { createMerchantSectionsRepository } from './merchant-sections-repository';

describe.each(DIALECTS)('the saved sections on %s', (dialect) => {
  let test: TestDatabase;
  let db: Db;
  let now = 1_000;
  const repo = () => createMerchantSectionsRepository(db, createFieldCipher(key), () => now);
  const key = randomBytes(32);
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    db = await openDatabase(test);
    for (const id of ['m1', 'm2']) {
      await db
        .insertInto('merchants')
        .values({
          id,
          email: `${id}@example.com`,
          user_state: 'POST_LEAD',
          onboarding_status: null,
          form_completed_state: '{}',
          lead: null,
          mls_prospect_ref: null,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
    }
  });
  afterEach(async () => {
    await db.destroy();
    await test.drop();
  });

  it('writes the sections a save sends and keeps the others as they were', async () => {
    const company = { ...emptyCompanyInformation(), legalName: 'Shop Ltd' };
    const owner = { ...emptyOwner(), firstName: 'Ada', ssn: '212345678' };
    await repo().save('m1', { companyInformation: company, storeLocationsFile: null });
    now = 2_000;
    await repo().save('m1', { owners: [owner] });
    expect(await repo().get('m1')).toEqual({
      companyInformation: company,
      owners: [owner],
      storeLocationsFile: null,
    });
    now = 3_000;
    const renamed = { ...company, legalName: 'Shop Two Ltd' };
    await repo().save('m1', { companyInformation: renamed });
    const saved = await repo().get('m1');
    expect(saved.companyInformation).toEqual(renamed);
    expect(saved.owners).toEqual([owner]);
    const row = await db
      .selectFrom('merchant_sections')
      .selectAll()
      .where('merchant_id', '=', 'm1')
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(3_000);
    expect(row.owners).not.toContain('212345678');
    expect(row.primary_bank).toBeNull();
  });

  it('keeps each merchant to its own row', async () => {
    const company = { ...emptyCompanyInformation(), legalName: 'First' };
    await repo().save('m1', { companyInformation: company });
    await repo().save('m2', { owners: [emptyOwner()] });
    expect(await repo().get('m1')).toEqual({ companyInformation: company });
    expect(await repo().get('m2')).toEqual({ owners: [emptyOwner()] });
  });
});
