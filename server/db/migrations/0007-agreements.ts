/**
 * 0007_agreements: versioned merchant agreements per country, industry and product, and the
 * version each merchant accepted (docs/decisions/0080). Versions are only ever added: the unique
 * index makes two publications of the same number race inside the database, and one loses.
 * Portable column types only, so SQLite and PostgreSQL build the same tables.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates the agreement tables. */
export const agreementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agreement_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('agreement_versions_key_version')
      .on('agreement_versions')
      .columns(['country', 'industry', 'product', 'version'])
      .unique()
      .execute();
    await db.schema
      .createTable('agreement_acceptances')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('agreement_acceptances_merchant_accepted_at')
      .on('agreement_acceptances')
      .columns(['merchant_id', 'accepted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('agreement_acceptances').ifExists().execute();
    await db.schema.dropTable('agreement_versions').ifExists().execute();
  },
};
