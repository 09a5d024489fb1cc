import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgreementKey } from '../../domain/agreement/agreement-link';
import { openDatabase, type Db } from '../db/database';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-database';
import { createAgreementsRepository } from './agreements-repository';

const US: AgreementKey = { country: 'US', industry: 'Accessories', product: 'provider' };
const AU: AgreementKey = { ...US, country: 'AU' };

describe.each(DIALECTS)('the acceptance check of a save, on %s', (dialect) => {
  let test: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    db = await openDatabase(test);
  });
  afterEach(async () => {
    await db.destroy();
    await test.drop();
  });

  const publish = async (key: AgreementKey, version: number) => {
    const repo = createAgreementsRepository(db);
    expect(
      await repo.insert({
        ...key,
        version,
        title: `Agreement ${version}`,
        body: 'Terms.',
        published_by: 'system',
        published_at: version,
      }),
    ).toBe(true);
  };

  it('reads nothing when no version is stored and the merchant accepted none', async () => {
    const repo = createAgreementsRepository(db);
    expect(await repo.acceptanceCheck('m-1', US)).toEqual({
      current: undefined,
      latest: undefined,
    });
  });

  it("reads the key's highest version beside the merchant's own latest acceptance", async () => {
    const repo = createAgreementsRepository(db);
    await publish(US, 1);
    await publish(US, 2);
    await publish(AU, 7);
    expect(await repo.acceptanceCheck('m-1', US)).toEqual({ current: 2, latest: undefined });

    await repo.recordAcceptance('m-1', US, 1, 1_000);
    await repo.recordAcceptance('m-1', AU, 7, 3_000);
    await repo.recordAcceptance('m-1', US, 2, 2_000);
    await repo.recordAcceptance('m-2', US, 2, 9_000);

    expect(await repo.acceptanceCheck('m-1', US)).toEqual({
      current: 2,
      latest: { ...AU, version: 7, accepted_at: 3_000 },
    });
    expect(await repo.acceptanceCheck('m-2', AU)).toEqual({
      current: 7,
      latest: { ...US, version: 2, accepted_at: 9_000 },
    });
    expect(await repo.acceptanceCheck('m-3', AU)).toEqual({ current: 7, latest: undefined });
  });

  it('agrees with reading the two apart', async () => {
    const repo = createAgreementsRepository(db);
    await publish(US, 1);
    await publish(US, 3);
    await repo.recordAcceptance('m-1', US, 1, 5);
    await repo.recordAcceptance('m-1', US, 3, 5);
    const [latest] = await repo.acceptances('m-1', 1);
    const check = await repo.acceptanceCheck('m-1', US);
    expect(check.current).toBe((await repo.current(US))?.version);
    const { id: _id, merchant_id: _merchant, ...columns } = latest!;
    expect(check.latest).toEqual(columns);
  });
});
