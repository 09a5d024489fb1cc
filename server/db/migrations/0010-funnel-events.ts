/**
 * 0010_funnel_events: the analytics events the funnel counts and the forwarder sends on
 * (server/funnel/funnel-tables.ts, docs/decisions/0255).
 */
import type { Kysely, Migration } from 'kysely';

export const funnelEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('funnel_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('merchant_key', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('step', 'text')
      .addColumn('country', 'text')
      .addColumn('brand', 'text')
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'bigint', (c) => c.notNull())
      .addColumn('forwarded_at', 'bigint')
      .addColumn('forward_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('funnel_events_step_occurred_at')
      .on('funnel_events')
      .columns(['step', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('funnel_events_forwarded_at')
      .on('funnel_events')
      .columns(['forwarded_at', 'occurred_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('funnel_events').execute();
  },
};
