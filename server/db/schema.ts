/**
 * Table types for kysely. Only portable column types are used so SQLite and PostgreSQL behave the
 * same (DESIGN.md §2): text, integer, and bigint epoch-millisecond timestamps (read back as
 * numbers on both dialects); JSON is stored as text.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';

export interface MerchantsTable {
  id: string;
  /** Trimmed and lowercased. */
  email: string;
  user_state: string;
  onboarding_status: string | null;
  /** JSON of FormCompletedState. */
  form_completed_state: string;
  /** JSON of the lead answers; null before sign-up. */
  lead: string | null;
  mls_prospect_ref: string | null;
  created_at: number;
  updated_at: number;
}

/** Kinds of server-side session (server/auth/README.md). */
export const SESSION_KINDS = ['anonymous', 'pending', 'pre_lead', 'authenticated'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  id_hash: string;
  kind: SessionKind;
  email: string | null;
  merchant_id: string | null;
  /** When this browser last passed the captcha; cleared once /check-email consumes it. */
  captcha_verified_at: number | null;
  created_at: number;
  last_seen_at: number;
}

export interface SignInTokensTable {
  /** SHA-256 (hex) of the e-mailed token. */
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface CaptchaSolutionsTable {
  /** The nonce of a solved challenge; a second use of it is a replay. */
  challenge_id: string;
  expires_at: number;
}

export interface DevMailboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

export interface DatabaseSchema {
  merchants: MerchantsTable;
  sessions: SessionsTable;
  sign_in_tokens: SignInTokensTable;
  captcha_solutions: CaptchaSolutionsTable;
  dev_mailbox: DevMailboxTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchantRow = Insertable<MerchantsTable>;
export type MerchantUpdate = Updateable<MerchantsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SignInTokenRow = Selectable<SignInTokensTable>;
export type DevMailRow = Selectable<DevMailboxTable>;
