/** Data access for operations staff and their sessions (tables of migration 0003_back_office). */
import type { Db } from '../db/database';
import type { OpsSessionRow, OpsUserRow } from '../back-office/back-office-tables';

/** Operations staff, looked up by id or lowercased e-mail. */
export function createOpsUsersRepository(db: Db) {
  return {
    findById: (id: string): Promise<OpsUserRow | undefined> =>
      db.selectFrom('ops_users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string): Promise<OpsUserRow | undefined> =>
      db.selectFrom('ops_users').selectAll().where('email', '=', email).executeTakeFirst(),
    /** Inserts the user; false when the e-mail already has one. */
    async create(row: OpsUserRow): Promise<boolean> {
      const result = await db
        .insertInto('ops_users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Sets a new password hash for `email`; false when nobody has that e-mail. */
    async setPasswordHash(email: string, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('ops_users')
        .set({ password_hash: passwordHash })
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** Console sessions, keyed by the SHA-256 of the cookie's id; separate from merchant sessions. */
export function createOpsSessionsRepository(db: Db) {
  return {
    find: (idHash: string): Promise<OpsSessionRow | undefined> =>
      db.selectFrom('ops_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst(),
    insert: async (row: OpsSessionRow): Promise<void> => {
      await db.insertInto('ops_sessions').values(row).execute();
    },
    delete: async (idHash: string): Promise<void> => {
      await db.deleteFrom('ops_sessions').where('id_hash', '=', idHash).execute();
    },
    /** Ends every session of `opsUserId` (a password change signs the user out everywhere). */
    deleteForUser: async (opsUserId: string): Promise<void> => {
      await db.deleteFrom('ops_sessions').where('ops_user_id', '=', opsUserId).execute();
    },
    touch: async (idHash: string, now: number): Promise<void> => {
      await db
        .updateTable('ops_sessions')
        .set({ last_seen_at: now })
        .where('id_hash', '=', idHash)
        .execute();
    },
    /** Removes sessions started before `startedBefore` or unused since `idleBefore`. */
    deleteExpired: async (startedBefore: number, idleBefore: number): Promise<void> => {
      await db
        .deleteFrom('ops_sessions')
        .where((eb) =>
          eb.or([
            eb('created_at', '<', startedBefore),
            eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', idleBefore),
          ]),
        )
        .execute();
    },
  };
}

export type OpsUsersRepository = ReturnType<typeof createOpsUsersRepository>;
export type OpsSessionsRepository = ReturnType<typeof createOpsSessionsRepository>;
