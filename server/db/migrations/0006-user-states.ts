/**
 * 0006_user_states: what the server decides the less common user states from (doc 1 §2, §4):
 * the back office's mark on an application (AGENCY, INVALID_COUNTRY, THANK_YOU) and the portal's
 * runtime settings, first of them the maintenance switch, kept in the database so every app
 * server sees the same value (docs/decisions/0071-account-marks-and-maintenance.md); and the
 * further contact e-mails an operator adds to an application (docs/decisions/0073).
 */
import type { Kysely, Migration } from 'kysely';

/** Adds merchant_accounts.account_mark and the portal_settings and account_contacts tables. */
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
    await db.schema
      .createTable('account_contacts')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('details', 'text')
      .addColumn('added_by', 'text', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_contacts_merchant_id')
      .on('account_contacts')
      .column('merchant_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_contacts').ifExists().execute();
    await db.schema.dropTable('portal_settings').ifExists().execute();
    await db.schema.alterTable('merchant_accounts').dropColumn('account_mark').execute();
  },
};
