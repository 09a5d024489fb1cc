/**
 * 0003_back_office: the provider's back office (server/back-office/back-office-tables.ts).
 * Portable column types only, so SQLite and PostgreSQL build the same tables.
 */
import type { Kysely, Migration } from 'kysely';

const TABLES = [
  'store_test_transactions',
  'account_requests',
  'webhook_events',
  'audit_log',
  'ops_sessions',
  'ops_users',
];

/** Creates the back office tables. */
export const backOfficeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ops_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ops_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('ops_user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('merchant_id', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_merchant_id_created_at')
      .on('audit_log')
      .columns(['merchant_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('webhook_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_requests')
      .addColumn('merchant_id', 'text', (c) => c.primaryKey())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('store_test_transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('store_location_id', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('store_test_transactions_merchant_location')
      .on('store_test_transactions')
      .columns(['merchant_id', 'store_location_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  },
};
