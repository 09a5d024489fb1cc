/**
 * Schema migrations, kept in code and run at start by kysely's Migrator. Column types are the
 * portable subset (text, integer, bigint) so the same migration builds SQLite and PostgreSQL.
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { merchantDataMigration } from './migrations/0002-merchant-data';
import { backOfficeMigration } from './migrations/0003-back-office';
import { opsSessionIdleMigration } from './migrations/0004-ops-session-idle';
import { cashPayMigration } from './migrations/0005-cash-pay';
import { userStatesMigration } from './migrations/0006-user-states';
import { agreementsMigration } from './migrations/0007-agreements';
import { trainingButtonMigration } from './migrations/0008-training-button';
import { contactRolesMigration } from './migrations/0009-contact-roles';
import { funnelEventsMigration } from './migrations/0010-funnel-events';
import { revisionRequestsMigration } from './migrations/0011-revision-requests';
import { languageChoicesMigration } from './migrations/0012-language-choices';

const signIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merchants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('user_state', 'text', (c) => c.notNull())
      .addColumn('onboarding_status', 'text')
      .addColumn('form_completed_state', 'text', (c) => c.notNull())
      .addColumn('lead', 'text')
      .addColumn('mls_prospect_ref', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('merchant_id', 'text')
      .addColumn('captcha_verified_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sessions_last_seen_at')
      .on('sessions')
      .column('last_seen_at')
      .execute();
    await db.schema
      .createTable('sign_in_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('sign_in_tokens_email_created_at')
      .on('sign_in_tokens')
      .columns(['email', 'created_at'])
      .execute();
    await db.schema
      .createTable('captcha_solutions')
      .addColumn('challenge_id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dev_mailbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'dev_mailbox',
      'captcha_solutions',
      'sign_in_tokens',
      'sessions',
      'merchants',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** The list of migrations; each after the first lives in its own file under migrations/. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_sign_in': signIn,
  '0002_merchant_data': merchantDataMigration,
  '0003_back_office': backOfficeMigration,
  '0004_ops_session_idle': opsSessionIdleMigration,
  '0005_cash_pay': cashPayMigration,
  '0006_user_states': userStatesMigration,
  '0007_agreements': agreementsMigration,
  '0008_training_button': trainingButtonMigration,
  '0009_contact_roles': contactRolesMigration,
  '0010_funnel_events': funnelEventsMigration,
  '0011_revision_requests': revisionRequestsMigration,
  '0012_language_choices': languageChoicesMigration,
};

/** Every migration by name; names sort in the order they run. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
