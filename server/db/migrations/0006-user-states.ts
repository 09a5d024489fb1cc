/**
 * 0006_user_states: what the server decides the less common user states from (doc 1 §2, §4):
 * the back office's mark on an application (AGENCY, INVALID_COUNTRY, THANK_YOU) and the portal's
 * runtime settings, first of them the maintenance switch, kept in the database so every app
 * server sees the same value (docs/decisions/0071-account-marks-and-maintenance.md).
 */
import type { Kysely, Migration } from 'kysely';

/** Adds merchant_accounts.account_mark and the portal_settings table. */
export const userStatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('merchant_accounts').addColumn('account_mark', 'text').execute();
    await db.schema
      .createTable('portal_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('portal_settings').ifExists().execute();
    await db.schema.alterTable('merchant_accounts').dropColumn('account_mark').execute();
  },
};
