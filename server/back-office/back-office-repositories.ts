/**
 * Data access of the back office: the audit log, webhook events already handled, account
 * requests, in-store test transactions, and the applications list of the console.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogRow, StoreTestTransactionRow } from './back-office-tables';

/** One change to record: who made it, what it was, and the values around it. */
export interface AuditRecord {
  actor: string;
  action: string;
  merchantId: string | null;
  before: unknown;
  after: unknown;
}

/** The audit log: append-only. */
export function createAuditLogRepository(db: Db) {
  return {
    async append(record: AuditRecord, now: number): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          actor: record.actor,
          action: record.action,
          merchant_id: record.merchantId,
          before: record.before === undefined ? null : JSON.stringify(record.before),
          after: record.after === undefined ? null : JSON.stringify(record.after),
          created_at: now,
        })
        .execute();
    },
    /** The newest `limit` entries about a merchant, newest first. */
    forMerchant: (merchantId: string, limit = 100): Promise<AuditLogRow[]> =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
  };
}

/** Webhook event ids already handled. */
export function createWebhookEventsRepository(db: Db) {
  return {
    /** Records the event; false when it was recorded before (a replay). */
    async recordOnce(eventId: string, type: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('webhook_events')
        .values({ event_id: eventId, type, received_at: now })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Forgets the event, so a delivery that failed to apply can be sent again. */
    forget: async (eventId: string): Promise<void> => {
      await db.deleteFrom('webhook_events').where('event_id', '=', eventId).execute();
    },
  };
}

/** Merchants waiting for the back office to create their account. */
export function createAccountRequestsRepository(db: Db) {
  return {
    /** Records the request once; later calls keep the first time. */
    async request(merchantId: string, now: number): Promise<void> {
      await db
        .insertInto('account_requests')
        .values({ merchant_id: merchantId, requested_at: now })
        .onConflict((oc) => oc.column('merchant_id').doNothing())
        .execute();
    },
    async isPending(merchantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account_requests')
        .select('merchant_id')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return !!row;
    },
    /** The request is answered (the account exists). */
    close: async (merchantId: string): Promise<void> => {
      await db.deleteFrom('account_requests').where('merchant_id', '=', merchantId).execute();
    },
  };
}

/** The $1.00 test purchases recorded per store location. */
export function createTestTransactionsRepository(db: Db) {
  return {
    async record(row: Omit<StoreTestTransactionRow, 'id'>): Promise<void> {
      await db
        .insertInto('store_test_transactions')
        .values({ id: randomUUID(), ...row })
        .execute();
    },
    /** The store location ids of `merchantId` that have a test transaction. */
    async locationsWithTransaction(merchantId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('store_test_transactions')
        .select('store_location_id')
        .where('merchant_id', '=', merchantId)
        .execute();
      return new Set(rows.map((row) => row.store_location_id));
    },
  };
}

/** What the applications list needs of a merchant record. */
export interface ApplicationRow {
  id: string;
  email: string;
  lead: string | null;
  onboarding_status: string | null;
  onboarding_group: string | null;
  created_at: number;
}

export interface ApplicationQuery {
  /** Lowercased text to find in the e-mail or the lead (the store name lives there). */
  text?: string;
  /** Stored status; null finds records without one. */
  status?: string | null;
  limit: number;
  offset: number;
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The console's applications list over the merchant records. */
export function createApplicationsRepository(db: Db) {
  const filtered = (query: Omit<ApplicationQuery, 'limit' | 'offset'>) => {
    let builder = db
      .selectFrom('merchants')
      .leftJoin('merchant_accounts', 'merchant_accounts.merchant_id', 'merchants.id');
    if (query.text) {
      const pattern = containsPattern(query.text);
      builder = builder.where((eb) =>
        eb.or([
          sql<boolean>`${eb.ref('merchants.email')} like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('merchants.lead')}) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (query.status !== undefined) {
      builder =
        query.status === null
          ? builder.where('merchants.onboarding_status', 'is', null)
          : builder.where('merchants.onboarding_status', '=', query.status);
    }
    return builder;
  };
  return {
    /** Matching rows, newest first. */
    list: (query: ApplicationQuery): Promise<ApplicationRow[]> =>
      filtered(query)
        .select([
          'merchants.id',
          'merchants.email',
          'merchants.lead',
          'merchants.onboarding_status',
          'merchant_accounts.onboarding_group',
          'merchants.created_at',
        ])
        .orderBy('merchants.created_at', 'desc')
        .orderBy('merchants.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
    async count(query: Omit<ApplicationQuery, 'limit' | 'offset'>): Promise<number> {
      const row = await filtered(query)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /**
     * Gives IN_REVIEW to every record without a status whose five onboarding forms are complete
     * (the flags are JSON written by JSON.stringify), and answers the ids it changed.
     */
    async markSubmitted(merchantIds: string[] | 'all', now: number): Promise<string[]> {
      let candidates = db
        .selectFrom('merchants')
        .select('id')
        .where('onboarding_status', 'is', null);
      for (const flag of SUBMITTED_FORMS) {
        candidates = candidates.where('form_completed_state', 'like', `%"${flag}":true%`);
      }
      if (merchantIds !== 'all') {
        if (merchantIds.length === 0) return [];
        candidates = candidates.where('id', 'in', merchantIds);
      }
      const ids = (await candidates.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      await db
        .updateTable('merchants')
        .set({ onboarding_status: 'IN_REVIEW', updated_at: now })
        .where('id', 'in', ids)
        .where('onboarding_status', 'is', null)
        .execute();
      return ids;
    },
  };
}

/** The forms whose completion submits the application for compliance review. */
export const SUBMITTED_FORMS = [
  'companyInfoForm',
  'storeDetailsForm',
  'businessOwnerForm',
  'bankForm',
  'customerServiceForm',
] as const;

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;
export type AccountRequestsRepository = ReturnType<typeof createAccountRequestsRepository>;
export type TestTransactionsRepository = ReturnType<typeof createTestTransactionsRepository>;
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

/** Compare-and-set of merchant statuses, and look-ups by the prospect reference. */
export function createMerchantStatusRepository(db: Db) {
  return {
    /**
     * Moves the record from status `from` (null: none) to `to`; false when another change got
     * there first, so two decisions made at once cannot both apply.
     */
    async compareAndSet(
      merchantId: string,
      from: string | null,
      to: string,
      now: number,
    ): Promise<boolean> {
      let update = db
        .updateTable('merchants')
        .set({ onboarding_status: to, updated_at: now })
        .where('id', '=', merchantId);
      update =
        from === null
          ? update.where('onboarding_status', 'is', null)
          : update.where('onboarding_status', '=', from);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The record id of the merchant with this prospect reference. */
    async idByProspectRef(mlsProspectRef: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchants')
        .select('id')
        .where('mls_prospect_ref', '=', mlsProspectRef)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type MerchantStatusRepository = ReturnType<typeof createMerchantStatusRepository>;

/** Every back office repository over one database. */
export function createBackOfficeRepositories(db: Db) {
  return {
    audit: createAuditLogRepository(db),
    webhookEvents: createWebhookEventsRepository(db),
    accountRequests: createAccountRequestsRepository(db),
    testTransactions: createTestTransactionsRepository(db),
    applications: createApplicationsRepository(db),
    merchantStatus: createMerchantStatusRepository(db),
  };
}

export type BackOfficeRepositories = ReturnType<typeof createBackOfficeRepositories>;
