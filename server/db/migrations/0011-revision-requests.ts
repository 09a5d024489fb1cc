/**
 * 0011_revision_requests: requests for changes and the changes made to their items
 * (server/revision/revision-tables.ts, docs/decisions/0262). A partial unique index keeps one
 * request per merchant that is not closed, so two reviewers asking at once cannot both open one.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const revisionRequestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revision_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deadline', 'bigint', (c) => c.notNull())
      .addColumn('reminded_at', 'bigint')
      .addColumn('overdue_at', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('closed_as', 'text')
      .addColumn('closed_by', 'text')
      .execute();
    await db.schema
      .createIndex('revision_requests_one_open')
      .on('revision_requests')
      .column('merchant_id')
      .unique()
      .where(sql.ref('closed_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('revision_requests_merchant_created')
      .on('revision_requests')
      .columns(['merchant_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('revision_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('sensitive', 'integer', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revision_changes_request')
      .on('revision_changes')
      .columns(['request_id', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('revision_changes').execute();
    await db.schema.dropTable('revision_requests').execute();
  },
};
