/**
 * The funnel events (server/funnel/funnel-tables.ts): stored once each by their id, read for the
 * report, and taken from the outbox by the forwarder.
 */
import type { Db } from '../db/database';
import type { FunnelEventRow } from './funnel-tables';

/**
 * How long events are kept (docs/decisions/0255): 13 months, so the console's 90-day windows and
 * a year-on-year comparison in the analytics service always have their merchants' earlier steps.
 */
export const FUNNEL_RETENTION_MS = 395 * 24 * 60 * 60 * 1000;

export type NewFunnelEvent = Omit<FunnelEventRow, 'forwarded_at' | 'forward_attempts'>;

/** The funnel events repository over `db`. */
export function createFunnelRepository(db: Db) {
  return {
    /** Stores the events not stored before; answers how many were new. */
    async record(events: readonly NewFunnelEvent[]): Promise<number> {
      let stored = 0;
      for (const event of events) {
        const result = await db
          .insertInto('funnel_events')
          .values({ ...event, forwarded_at: null, forward_attempts: 0 })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        stored += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return stored;
    },
    /** Every milestone of the merchants that reached one since `since`. */
    stepEventsOfMerchantsSince: (since: number) =>
      db
        .selectFrom('funnel_events')
        .select(['merchant_key', 'step', 'country', 'brand', 'occurred_at'])
        .where('step', 'is not', null)
        .where('merchant_key', 'in', (eb) =>
          eb
            .selectFrom('funnel_events')
            .select('merchant_key')
            .where('step', 'is not', null)
            .where('occurred_at', '>=', since),
        )
        .execute(),
    /** The oldest events waiting to be forwarded, fewest failures first. */
    pending: (limit: number, maxAttempts: number) =>
      db
        .selectFrom('funnel_events')
        .selectAll()
        .where('forwarded_at', 'is', null)
        .where('forward_attempts', '<', maxAttempts)
        .orderBy('forward_attempts')
        .orderBy('occurred_at')
        .limit(limit)
        .execute(),
    async markForwarded(ids: readonly string[], at: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('funnel_events')
        .set({ forwarded_at: at })
        .where('id', 'in', [...ids])
        .execute();
    },
    async markFailed(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('funnel_events')
        .set((eb) => ({ forward_attempts: eb('forward_attempts', '+', 1) }))
        .where('id', 'in', [...ids])
        .execute();
    },
    /** Forgets the events that happened before `before` (the retention, FUNNEL_RETENTION_MS). */
    async deleteOlderThan(before: number): Promise<void> {
      await db.deleteFrom('funnel_events').where('occurred_at', '<', before).execute();
    },
    all: () => db.selectFrom('funnel_events').selectAll().orderBy('occurred_at').execute(),
  };
}
export type FunnelRepository = ReturnType<typeof createFunnelRepository>;
