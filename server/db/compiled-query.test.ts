import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-query';
import { openDatabase, type Db } from './database';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-database';

describe.each(DIALECTS)('a query compiled once, on %s', (dialect) => {
  let test: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    db = await openDatabase(test);
    for (const [key, value] of [
      ['a', 'one'],
      ['b', 'two'],
    ]) {
      await db
        .insertInto('portal_settings')
        .values({ key: key!, value: value!, changed_by: 'test', changed_at: 1 })
        .execute();
    }
  });
  afterEach(async () => {
    await db.destroy();
    await test.drop();
  });

  const valueOf = compiledOnce((db: Db, key: string) =>
    db.selectFrom('portal_settings').select(['key', 'value']).where('key', '=', key).limit(1),
  );

  it('answers each run with the values of that run, with the constants it was built with', async () => {
    expect(await valueOf(db, 'a')).toEqual([{ key: 'a', value: 'one' }]);
    expect(await valueOf(db, 'b')).toEqual([{ key: 'b', value: 'two' }]);
    expect(await valueOf(db, 'none')).toEqual([]);
  });

  it('runs in a transaction, which sees its own writes', async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('portal_settings')
        .set({ value: 'changed' })
        .where('key', '=', 'a')
        .execute();
      expect(await valueOf(trx, 'a')).toEqual([{ key: 'a', value: 'changed' }]);
    });
  });

  it('puts several values in their own places, whatever their order in the SQL', async () => {
    const update = compiledOnce((db: Db, value: string, at: number, key: string) =>
      db
        .updateTable('portal_settings')
        .set({ value, changed_at: at })
        .where('key', '=', key)
        .where('changed_by', '=', 'test'),
    );
    await update(db, 'first', 5, 'b');
    await update(db, 'second', 7, 'a');
    const rows = await db
      .selectFrom('portal_settings')
      .select(['key', 'value', 'changed_at'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'a', value: 'second', changed_at: 7 },
      { key: 'b', value: 'first', changed_at: 5 },
    ]);
  });

  it('builds the query once for a database and the transactions on it', async () => {
    let builds = 0;
    const count = compiledOnce((db: Db, key: string) => {
      builds++;
      return db.selectFrom('portal_settings').select('key').where('key', '=', key);
    });
    await count(db, 'a');
    await db.transaction().execute(async (trx) => {
      expect(await count(trx, 'b')).toEqual([{ key: 'b' }]);
    });
    await count(db, 'none');
    expect(builds).toBe(1);
  });

  it('refuses a query a value does not reach as a parameter', async () => {
    const wrong = compiledOnce((db: Db, key: string) =>
      db.selectFrom('portal_settings').selectAll().where('key', '=', key.trim().toUpperCase()),
    );
    await expect(wrong(db, 'a')).rejects.toThrow(/does not reach the SQL/);
  });
});
