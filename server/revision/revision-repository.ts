/**
 * Data access of requests for changes: a request stored as its facts (RevisionFacts), at most one
 * not closed per merchant (a unique index), and the changes the merchant made to its items.
 */
import { randomUUID } from 'node:crypto';
import type { RevisionChange } from '../../domain/api/revision-api';
import type { RevisionFacts, RevisionItem } from '../../domain/revision/revision-request';
import { createMerchantStatusRepository } from '../back-office/back-office-repositories';
import type { Db } from '../db/database';
import type { RevisionChangeRow, RevisionRequestRow } from './revision-tables';

/** The facts of a stored row. */
export function factsOfRow(row: RevisionRequestRow): RevisionFacts {
  const closedAs =
    row.closed_as === 'withdrawn' || row.closed_as === 'resolved' ? row.closed_as : null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    items: JSON.parse(row.items) as RevisionItem[],
    requestedBy: row.requested_by,
    createdAt: Number(row.created_at),
    deadline: Number(row.deadline),
    remindedAt: row.reminded_at === null ? null : Number(row.reminded_at),
    overdueAt: row.overdue_at === null ? null : Number(row.overdue_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    closedAs,
    closedBy: row.closed_by,
  };
}

const rowOfFacts = (facts: RevisionFacts): RevisionRequestRow => ({
  id: facts.id,
  merchant_id: facts.merchantId,
  items: JSON.stringify(facts.items),
  requested_by: facts.requestedBy,
  created_at: facts.createdAt,
  deadline: facts.deadline,
  reminded_at: facts.remindedAt,
  overdue_at: facts.overdueAt,
  sent_at: facts.sentAt,
  closed_at: facts.closedAt,
  closed_as: facts.closedAs,
  closed_by: facts.closedBy,
});

const changeOfRow = (row: RevisionChangeRow): RevisionChange => ({
  key: row.item_key,
  sensitive: Number(row.sensitive) === 1,
  before: row.before,
  after: row.after,
  at: Number(row.at),
});

/** True when `error` is the unique index refusing a second request that is not closed. */
export function isSecondOpenRequest(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) ||
    (typeof message === 'string' && message.includes('revision_requests'))
  );
}

export function createRevisionRepository(db: Db) {
  const notClosed = (merchantId: string) =>
    db
      .selectFrom('revision_requests')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('closed_at', 'is', null);
  return {
    /** The merchant's request that is not closed (open or sent), if any. */
    async current(merchantId: string): Promise<RevisionFacts | undefined> {
      const row = await notClosed(merchantId).executeTakeFirst();
      return row && factsOfRow(row);
    },
    async byId(id: string): Promise<RevisionFacts | undefined> {
      const row = await db
        .selectFrom('revision_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && factsOfRow(row);
    },
    /** Stores a new request; throws when the merchant has one not closed (the unique index). */
    async insert(facts: RevisionFacts): Promise<void> {
      await db.insertInto('revision_requests').values(rowOfFacts(facts)).execute();
    },
    /** Writes what the chart changed: items, sent, closed. */
    async update(facts: RevisionFacts): Promise<void> {
      const { id: _id, merchant_id: _m, ...row } = rowOfFacts(facts);
      await db.updateTable('revision_requests').set(row).where('id', '=', facts.id).execute();
    },
    /**
     * Closes the request unless it was closed first; false when another call closed it (two
     * decisions at once close it once).
     */
    async close(facts: RevisionFacts): Promise<boolean> {
      const result = await db
        .updateTable('revision_requests')
        .set({
          items: JSON.stringify(facts.items),
          closed_at: facts.closedAt,
          closed_as: facts.closedAs,
          closed_by: facts.closedBy,
        })
        .where('id', '=', facts.id)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Stamps `column` (the reminder or overdue time) unless it is stamped, or the request has been
     * sent or closed; true for the one caller that stamped it (it then sends the e-mail).
     */
    async stampOnce(
      id: string,
      column: 'reminded_at' | 'overdue_at',
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('revision_requests')
        .set({ [column]: now })
        .where('id', '=', id)
        .where(column, 'is', null)
        .where('sent_at', 'is', null)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Every request still open to the merchant's changes (not sent, not closed). */
    async allOpen(): Promise<RevisionFacts[]> {
      const rows = await db
        .selectFrom('revision_requests')
        .selectAll()
        .where('closed_at', 'is', null)
        .where('sent_at', 'is', null)
        .execute();
      return rows.map(factsOfRow);
    },
    /** The merchant's requests, newest first. */
    async history(merchantId: string): Promise<RevisionFacts[]> {
      const rows = await db
        .selectFrom('revision_requests')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(factsOfRow);
    },
    async recordChanges(requestId: string, changes: RevisionChange[]): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insertInto('revision_changes')
        .values(
          changes.map((change) => ({
            id: randomUUID(),
            request_id: requestId,
            item_key: change.key,
            sensitive: change.sensitive ? 1 : 0,
            before: change.before,
            after: change.after,
            at: change.at,
          })),
        )
        .execute();
    },
    /** The changes of each request, oldest first. */
    async changesOf(requestIds: string[]): Promise<Map<string, RevisionChange[]>> {
      const byRequest = new Map<string, RevisionChange[]>(requestIds.map((id) => [id, []]));
      if (requestIds.length === 0) return byRequest;
      const rows = await db
        .selectFrom('revision_changes')
        .selectAll()
        .where('request_id', 'in', requestIds)
        .orderBy('at')
        .orderBy('id')
        .execute();
      for (const row of rows) byRequest.get(row.request_id)?.push(changeOfRow(row));
      return byRequest;
    },
    /** The status compare-and-set of the back office, over the same connection (a transaction). */
    status: createMerchantStatusRepository(db),
  };
}

export type RevisionRepository = ReturnType<typeof createRevisionRepository>;
