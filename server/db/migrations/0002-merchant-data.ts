/**
 * The merchant's saved answers and the account the back office keeps (doc 1 §3), and the rows of
 * uploaded files. Sections are JSON text, one column each; flags are integers 0/1; timestamps
 * bigint epoch milliseconds: the portable subset, so SQLite and PostgreSQL build the same tables.
 */
import type { Kysely, Migration } from 'kysely';
import { DEFAULT_ONBOARDING_GROUP } from '../../../domain/picklists/onboarding-groups';
import { MAX_OWNERS, defaultOwnerControl } from '../../../domain/merchant/merchant-account';

/** doc 1 §4: the opportunity stage before the back office moves it. */
export const DEFAULT_OPPORTUNITY_STAGE = 'Compliance Checks';

const SECTION_COLUMNS = [
  'company_information',
  'store_details',
  'owners',
  'locations',
  'primary_bank',
  'secondary_bank',
  'customer_support',
  'cash_pay',
  'store_locations_file',
] as const;

const FLAG_COLUMNS = [
  'cash_pay_channel',
  'in_store_direct_debit_authorized',
  'in_store_training_complete',
  'require_insurance',
  'require_trust_deed',
  'trust_deed_required',
  'messaging_complete',
  'gateway_enabled',
] as const;

/** 0002_merchant_data */
export const merchantDataMigration: Migration = {
  async up(db: Kysely<unknown>) {
    let sections = db.schema
      .createTable('merchant_sections')
      .addColumn('merchant_id', 'text', (c) =>
        c.primaryKey().references('merchants.id').onDelete('cascade'),
      );
    for (const column of SECTION_COLUMNS) sections = sections.addColumn(column, 'text');
    await sections.addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();

    let accounts = db.schema
      .createTable('merchant_accounts')
      .addColumn('merchant_id', 'text', (c) =>
        c.primaryKey().references('merchants.id').onDelete('cascade'),
      )
      .addColumn('provider_merchant_id', 'text')
      .addColumn('onboarding_link', 'text')
      .addColumn('onboarding_group', 'text', (c) => c.notNull().defaultTo(DEFAULT_ONBOARDING_GROUP))
      .addColumn('cash_pay_onboarding_status', 'text', (c) => c.notNull().defaultTo('NONE'))
      .addColumn('opportunity_owner_email', 'text')
      .addColumn('sf_prospect_id', 'text')
      .addColumn('owner_controls', 'text', (c) =>
        c
          .notNull()
          .defaultTo(JSON.stringify(Array.from({ length: MAX_OWNERS }, defaultOwnerControl))),
      )
      .addColumn('opportunity_stage', 'text', (c) =>
        c.notNull().defaultTo(DEFAULT_OPPORTUNITY_STAGE),
      )
      .addColumn('secret_key', 'text');
    for (const column of FLAG_COLUMNS) {
      accounts = accounts.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    }
    await accounts
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('uploaded_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('merchant_id', 'text', (c) =>
        c.notNull().references('merchants.id').onDelete('cascade'),
      )
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('extension', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('bucket_type', 'text', (c) => c.notNull())
      .addColumn('field', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('uploaded_files_merchant_id')
      .on('uploaded_files')
      .column('merchant_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['uploaded_files', 'merchant_accounts', 'merchant_sections']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
