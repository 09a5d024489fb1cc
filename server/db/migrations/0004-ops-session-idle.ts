/** Console sessions remember their last call, for the console's idle timeout. */
import type { Kysely, Migration } from 'kysely';

export const opsSessionIdleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('ops_sessions').addColumn('last_seen_at', 'bigint').execute();
  },
};
