/**
 * Tables of the provider's back office (migration 0003_back_office): operations staff and their
 * sessions, the audit log, webhook events already handled, account requests, and
 * in-store test transactions. Same portable column types as server/db/schema.ts.
 */
import type { Selectable } from 'kysely';

export interface OpsUsersTable {
  id: string;
  /** Trimmed and lowercased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (server/ops/password-hash.ts). */
  password_hash: string;
  created_at: number;
}

export interface OpsSessionsTable {
  /** SHA-256 (hex) of the cookie's random id. */
  id_hash: string;
  ops_user_id: string;
  created_at: number;
  /** The last call of the session (its idle timeout counts from here); null: created_at. */
  last_seen_at: number | null;
}

export interface AuditLogTable {
  id: string;
  /** `ops:<e-mail>` for a console change, `webhook:<event id>` for a webhook, `system` otherwise. */
  actor: string;
  /** What changed, e.g. `compliance.decided`. */
  action: string;
  /** The merchant record the change is about (merchants.id), if any. */
  merchant_id: string | null;
  /** JSON of the values before and after the change. */
  before: string | null;
  after: string | null;
  created_at: number;
}

export interface WebhookEventsTable {
  /** The sender's event id; a second delivery of it is a replay. */
  event_id: string;
  type: string;
  received_at: number;
}

export interface AccountRequestsTable {
  /** merchants.id of the merchant who asked for a ZDO account. */
  merchant_id: string;
  requested_at: number;
}

export interface StoreTestTransactionsTable {
  id: string;
  merchant_id: string;
  store_location_id: string;
  amount_cents: number;
  /** Who recorded it (same form as AuditLogTable.actor). */
  recorded_by: string;
  recorded_at: number;
}

/** The back office part of DatabaseSchema. */
export interface BackOfficeSchema {
  ops_users: OpsUsersTable;
  ops_sessions: OpsSessionsTable;
  audit_log: AuditLogTable;
  webhook_events: WebhookEventsTable;
  account_requests: AccountRequestsTable;
  store_test_transactions: StoreTestTransactionsTable;
}

export type OpsUserRow = Selectable<OpsUsersTable>;
export type OpsSessionRow = Selectable<OpsSessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type StoreTestTransactionRow = Selectable<StoreTestTransactionsTable>;
