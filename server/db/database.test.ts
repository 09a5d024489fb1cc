import { describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS } from '../testing/test-database';
import { openDatabase } from './database';

describe.each(DIALECTS)('opening the database on %s', (dialect) => {
  it('migrates two databases at once without either seeing the other', async () => {
    const [a, b] = await Promise.all([createTestDatabase(dialect), createTestDatabase(dialect)]);
    try {
      const [dbA, dbB] = await Promise.all([openDatabase(a), openDatabase(b)]);
      const now = Date.now();
      await dbA
        .insertInto('merchants')
        .values({
          id: 'm-a',
          email: 'a@example.com',
          user_state: 'POST_LEAD',
          onboarding_status: null,
          form_completed_state: '{}',
          lead: null,
          mls_prospect_ref: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(await dbB.selectFrom('merchants').selectAll().execute()).toEqual([]);
      expect(await dbA.selectFrom('merchants').select('id').execute()).toEqual([{ id: 'm-a' }]);
      await Promise.all([dbA.destroy(), dbB.destroy()]);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });

  it('opens an already migrated database again', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await (await openDatabase(database)).destroy();
      const again = await openDatabase(database);
      expect(await again.selectFrom('merchants').selectAll().execute()).toEqual([]);
      await again.destroy();
    } finally {
      await database.drop();
    }
  });
});
