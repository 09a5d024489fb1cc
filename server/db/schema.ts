/**
 * Table types for kysely. Only portable column types are used so SQLite and PostgreSQL behave the
 * same (docs/architecture.md §2): text, integer, and bigint epoch-millisecond timestamps (read back as
 * numbers on both dialects); JSON is stored as text.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AgreementsSchema } from '../agreement/agreement-tables';
import type { BackOfficeSchema } from '../back-office/back-office-tables';
import type { FunnelSchema } from '../funnel/funnel-tables';
import type { RevisionSchema } from '../revision/revision-tables';
import type { LanguageSchema } from '../i18n/language-tables';

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

/** Kinds of server-side session (server/session/README.md). */
export const SESSION_KINDS = [
  'anonymous',
  'pending',
  'pre_lead',
  'authenticated',
  // A second contact of an account, signed in, before the lead form (NEW_CONTACT_FOR_ACCOUNT),
  // and one whose lead named another business (WRONG_ACCOUNT); docs/decisions/0073.
  'contact',
  'wrong_account',
] as const;
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

/** The merchant's saved sections, each JSON text with sensitive values sealed; null: never saved. */
export interface MerchantSectionsTable {
  merchant_id: string;
  company_information: string | null;
  store_details: string | null;
  owners: string | null;
  locations: string | null;
  primary_bank: string | null;
  secondary_bank: string | null;
  customer_support: string | null;
  cash_pay: string | null;
  store_locations_file: string | null;
  updated_at: number;
}

/** The account fields the back office controls (doc 1 §3 merchantAccount); flags are 0 or 1. */
export interface MerchantAccountsTable {
  merchant_id: string;
  provider_merchant_id: string | null;
  onboarding_link: string | null;
  onboarding_group: Generated<string>;
  cash_pay_onboarding_status: Generated<string>;
  opportunity_owner_email: string | null;
  sf_prospect_id: string | null;
  /** JSON of OwnerControl[]. */
  owner_controls: Generated<string>;
  opportunity_stage: Generated<string>;
  /** Sealed (server/crypto). */
  secret_key: string | null;
  cash_pay_channel: Generated<number>;
  in_store_direct_debit_authorized: Generated<number>;
  in_store_training_complete: Generated<number>;
  /** Migration 0008: doc 1 §3 inStoreTrainingButtonClicked. */
  in_store_training_button_clicked: Generated<number>;
  require_insurance: Generated<number>;
  require_trust_deed: Generated<number>;
  trust_deed_required: Generated<number>;
  messaging_complete: Generated<number>;
  gateway_enabled: Generated<number>;
  /** Migration 0005: the cash pay flags the back office sets. */
  cash_pay_eligible: Generated<number>;
  cash_pay_integration_complete: Generated<number>;
  customize_cash_pay_profile_complete: Generated<number>;
  cash_pay_invalid_fee: Generated<number>;
  /** Migration 0006: AGENCY, INVALID_COUNTRY or THANK_YOU (domain/session/account-marks.ts). */
  account_mark: string | null;
  created_at: number;
  updated_at: number;
}

/** Uploaded files; the bytes are in `${DATA_DIR}/uploads/<merchant_id>/<id>`. */
export interface UploadedFilesTable {
  id: string;
  merchant_id: string;
  /** As the browser named it, kept in full. */
  original_name: string;
  /** Read from the file's own bytes. */
  mime_type: string;
  extension: string;
  size_bytes: number;
  bucket_type: string;
  /** The form field it was uploaded for, when given. */
  field: string | null;
  created_at: number;
}

/** Migration 0006: further contact e-mails of an application (docs/decisions/0073). */
export interface AccountContactsTable {
  email: string;
  merchant_id: string;
  /** JSON of the contact's own lead answers once they sent the lead form; null before. */
  details: string | null;
  added_by: string;
  added_at: number;
  /** Migration 0009: 'administrator' or 'contact' (docs/decisions/0258). */
  role: Generated<string>;
}

/** Migration 0006: runtime settings operators change without a restart (maintenance). */
export interface PortalSettingsTable {
  key: string;
  value: string;
  changed_by: string;
  changed_at: number;
}

/**
 * The back office tables (ops staff, audit log, webhooks…) come from migration 0003; funnel events
 * from 0010; requests for changes from 0011; language choices from 0012.
 */
export interface DatabaseSchema
  extends BackOfficeSchema, AgreementsSchema, FunnelSchema, RevisionSchema, LanguageSchema {
  merchants: MerchantsTable;
  sessions: SessionsTable;
  sign_in_tokens: SignInTokensTable;
  captcha_solutions: CaptchaSolutionsTable;
  dev_mailbox: DevMailboxTable;
  merchant_sections: MerchantSectionsTable;
  merchant_accounts: MerchantAccountsTable;
  uploaded_files: UploadedFilesTable;
  portal_settings: PortalSettingsTable;
  account_contacts: AccountContactsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchantRow = Insertable<MerchantsTable>;
export type MerchantUpdate = Updateable<MerchantsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SignInTokenRow = Selectable<SignInTokensTable>;
export type DevMailRow = Selectable<DevMailboxTable>;
export type MerchantSectionsRow = Selectable<MerchantSectionsTable>;
export type MerchantAccountRow = Selectable<MerchantAccountsTable>;
export type UploadedFileRow = Selectable<UploadedFilesTable>;
