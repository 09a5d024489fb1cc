/**
 * Data access, one small factory per table (fastify/demo style). Route code never writes SQL; it
 * asks these. Every statement is built by kysely, so it runs unchanged on SQLite and PostgreSQL.
 */
import {
  createAccountContactsRepository,
  type AccountContactsRepository,
} from '../merchant/account-contacts-repository';
import { randomUUID } from 'node:crypto';
import {
  createAgreementsRepository,
  type AgreementsRepository,
} from '../agreement/agreements-repository';
import type { Clock } from '../app/clock';
import type { FieldCipher } from '../crypto/field-cipher';
import {
  createMerchantAccountsRepository,
  type MerchantAccountsRepository,
} from '../merchant/merchant-accounts-repository';
import {
  createMerchantRecordsRepository,
  type MerchantRecordsRepository,
} from '../merchant/merchant-records-repository';
import {
  createMerchantSectionsRepository,
  type MerchantSectionsRepository,
} from '../merchant/merchant-sections-repository';
import { createUploadsRepository, type UploadsRepository } from '../uploads/uploads-repository';
import { createFunnelRepository, type FunnelRepository } from '../funnel/funnel-repository';
import { createRevisionRepository, type RevisionRepository } from '../revision/revision-repository';
import {
  createLanguageChoicesRepository,
  type LanguageChoicesRepository,
} from '../i18n/language-choices';
import { compiledOnce } from './compiled-query';
import type { Db } from './database';
import type { DevMailRow, MerchantRow, NewMerchantRow, SessionRow, SignInTokenRow } from './schema';

// Read by every signed-in call: compiled once (server/db/compiled-query.ts).
const merchantById = compiledOnce((db: Db, id: string) =>
  db.selectFrom('merchants').selectAll().where('id', '=', id),
);
const sessionByIdHash = compiledOnce((db: Db, idHash: string) =>
  db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash),
);

/** Merchant records, looked up by id or by their lowercased e-mail. */
export function createMerchantsRepository(db: Db) {
  return {
    findById: async (id: string): Promise<MerchantRow | undefined> =>
      (await merchantById(db, id))[0],
    findByEmail: (email: string): Promise<MerchantRow | undefined> =>
      db.selectFrom('merchants').selectAll().where('email', '=', email).executeTakeFirst(),
    /** Inserts the record; false when the e-mail already has one (also under a race). */
    async create(row: NewMerchantRow): Promise<boolean> {
      const result = await db
        .insertInto('merchants')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

/** Server-side sessions, keyed by the SHA-256 of the cookie's id. */
export function createSessionsRepository(db: Db) {
  return {
    find: async (idHash: string): Promise<SessionRow | undefined> =>
      (await sessionByIdHash(db, idHash))[0],
    insert: async (row: SessionRow): Promise<void> => {
      await db.insertInto('sessions').values(row).execute();
    },
    update: async (idHash: string, patch: Partial<Omit<SessionRow, 'id_hash'>>): Promise<void> => {
      await db.updateTable('sessions').set(patch).where('id_hash', '=', idHash).execute();
    },
    delete: async (idHash: string): Promise<void> => {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    /** Ends every session `email` holds on the account `merchantId` (a contact removed from it). */
    deleteForContact: async (email: string, merchantId: string): Promise<void> => {
      await db
        .deleteFrom('sessions')
        .where('email', '=', email)
        .where('merchant_id', '=', merchantId)
        .execute();
    },
    /** Removes sessions idle since `idleBefore` or started before `startedBefore`. */
    deleteExpired: async (idleBefore: number, startedBefore: number): Promise<void> => {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', startedBefore)]),
        )
        .execute();
    },
  };
}

/** E-mailed sign-in tokens, stored only as SHA-256 hashes. */
export function createSignInTokensRepository(db: Db) {
  return {
    insert: async (row: SignInTokenRow): Promise<void> => {
      await db.insertInto('sign_in_tokens').values(row).execute();
    },
    find: (tokenHash: string): Promise<SignInTokenRow | undefined> =>
      db
        .selectFrom('sign_in_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),
    /**
     * Marks the token used if nobody did first. The condition on used_at makes two concurrent
     * uses race inside the database: exactly one update changes a row.
     */
    async consume(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sign_in_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Sign-in mails sent to `email` since `since` (the per-e-mail limit counts these). */
    async countSince(email: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('sign_in_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('email', '=', email)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    deleteCreatedBefore: async (before: number): Promise<void> => {
      await db.deleteFrom('sign_in_tokens').where('created_at', '<', before).execute();
    },
  };
}

/** Solved captcha challenges, remembered until they expire so a payload works only once. */
export function createCaptchaSolutionsRepository(db: Db) {
  return {
    /** Records the challenge; false when it was recorded before (a replay). */
    async recordOnce(challengeId: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .insertInto('captcha_solutions')
        .values({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    deleteExpired: async (now: number): Promise<void> => {
      await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
    },
  };
}

/** Mails kept for the dev mailbox page when no SMTP relay is configured. */
export function createDevMailboxRepository(db: Db) {
  return {
    insert: async (mail: Omit<DevMailRow, 'id'>): Promise<void> => {
      await db
        .insertInto('dev_mailbox')
        .values({ id: randomUUID(), ...mail })
        .execute();
    },
    listRecent: (limit: number): Promise<DevMailRow[]> =>
      db.selectFrom('dev_mailbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
export type SignInTokensRepository = ReturnType<typeof createSignInTokensRepository>;
export type CaptchaSolutionsRepository = ReturnType<typeof createCaptchaSolutionsRepository>;
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;

/** All repositories over one database. */
export interface Repositories {
  merchants: MerchantsRepository;
  sessions: SessionsRepository;
  signInTokens: SignInTokensRepository;
  captchaSolutions: CaptchaSolutionsRepository;
  devMailbox: DevMailboxRepository;
  /** The back-office-controlled account fields (server/merchant). */
  merchantAccounts: MerchantAccountsRepository;
  /** The merchant's saved sections, sensitive values sealed (server/merchant). */
  merchantSections: MerchantSectionsRepository;
  /** The record, account and sections of a merchant in one read (server/merchant). */
  merchantRecords: MerchantRecordsRepository;
  uploads: UploadsRepository;
  /** Versioned merchant agreements and their acceptances (server/agreement). */
  agreements: AgreementsRepository;
  /** Further contact e-mails of an application (server/merchant, docs/decisions/0073). */
  accountContacts: AccountContactsRepository;
  /** Analytics events: the funnel and the forwarder's outbox (server/funnel). */
  funnel: FunnelRepository;
  /** Requests for changes and the changes made to their items (server/revision). */
  revisions: RevisionRepository;
  /** The language each person chose (server/i18n). */
  languageChoices: LanguageChoicesRepository;
}

/** Builds every repository over `db`; `cipher` seals sensitive values, `clock` stamps rows. */
export function createRepositories(db: Db, cipher: FieldCipher, clock: Clock): Repositories {
  return {
    merchantAccounts: createMerchantAccountsRepository(db, cipher, clock),
    merchantSections: createMerchantSectionsRepository(db, cipher, clock),
    merchantRecords: createMerchantRecordsRepository(db, cipher),
    uploads: createUploadsRepository(db),
    agreements: createAgreementsRepository(db),
    accountContacts: createAccountContactsRepository(db, clock),
    merchants: createMerchantsRepository(db),
    sessions: createSessionsRepository(db),
    signInTokens: createSignInTokensRepository(db),
    captchaSolutions: createCaptchaSolutionsRepository(db),
    devMailbox: createDevMailboxRepository(db),
    funnel: createFunnelRepository(db),
    revisions: createRevisionRepository(db),
    languageChoices: createLanguageChoicesRepository(db),
  };
}
