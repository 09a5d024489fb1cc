/**
 * One merchant's writes, one at a time: the work runs in a transaction that first takes the
 * merchant's row lock (SELECT … FOR UPDATE on PostgreSQL; on SQLite the transaction begins
 * IMMEDIATE, taking the single write lock). A read-modify-write of the completion flags or a
 * section inside it cannot interleave with another one of the same merchant, on one app server
 * or several. A transaction the database gives up on (deadlock, serialization, busy) is retried.
 *
 * Inside `work` only the transaction may be used: the pool's other connections (PostgreSQL) or
 * the one SQLite connection would otherwise wait on this transaction.
 *
 * Work that starts by reading the merchant record can take the row lock with that read instead
 * (`lockedByFirstRead`): one statement fewer per transaction on PostgreSQL, where each statement
 * is a round trip (docs/decisions/0188-merchant-read-in-one-statement.md).
 */
import { compiledOnce } from './compiled-query';
import type { Db } from './database';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Runs `work` holding the lock of `merchantId`; `work` gets the transaction to use and, with
 * `lockedByFirstRead`, whether its first read of the merchant record must take the row lock
 * itself (SELECT … FOR UPDATE): true on PostgreSQL, false on SQLite, whose transaction is the lock.
 */
export type MerchantLock = <T>(
  merchantId: string,
  work: (trx: Db, readForUpdate: boolean) => Promise<T>,
  options?: { lockedByFirstRead?: boolean },
) => Promise<T>;

const ATTEMPTS = 5;
/** PostgreSQL serialization failure and deadlock; SQLite busy past its busy_timeout. */
const RETRYABLE_CODES = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** The row lock every save takes first: compiled once (server/db/compiled-query.ts). */
const lockRow = compiledOnce((db: Db, merchantId: string) =>
  db.selectFrom('merchants').select('id').where('id', '=', merchantId).forUpdate(),
);

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/** The lock over `db` of `dialect`. */
export function createMerchantLock(db: Db, dialect: Dialect): MerchantLock {
  return async (merchantId, work, options) => {
    const lockedByWork = options?.lockedByFirstRead === true;
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(async (trx) => {
          if (dialect === 'postgres' && !lockedByWork) {
            await lockRow(trx, merchantId);
          }
          return work(trx, lockedByWork && dialect === 'postgres');
        });
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
      }
    }
  };
}
