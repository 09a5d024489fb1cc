/**
 * The merchant record, its account row and its sections row, read in one statement (a left join
 * of the two rows on the record). Every save and every page that shows the merchant's answers
 * reads all three; on PostgreSQL each statement is a round trip and most of a save's cost
 * (docs/decisions/0188-merchant-read-in-one-statement.md). Read for update, the statement also
 * takes the merchant's row lock (server/db/merchant-lock.ts `lockedByFirstRead`).
 */
import { sql } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { MerchantAccountRow, MerchantRow, MerchantSectionsTable } from '../db/schema';
import { accountRecordOf, type MerchantAccountRecord } from './merchant-accounts-repository';
import { sectionsOfRow, type SavedSections } from './merchant-sections-repository';

/** Every column of `merchant_accounts`: the type check fails when the table gains one. */
const ACCOUNT_COLUMNS = Object.keys({
  merchant_id: true,
  provider_merchant_id: true,
  onboarding_link: true,
  onboarding_group: true,
  cash_pay_onboarding_status: true,
  opportunity_owner_email: true,
  sf_prospect_id: true,
  owner_controls: true,
  opportunity_stage: true,
  secret_key: true,
  cash_pay_channel: true,
  in_store_direct_debit_authorized: true,
  in_store_training_complete: true,
  in_store_training_button_clicked: true,
  require_insurance: true,
  require_trust_deed: true,
  trust_deed_required: true,
  messaging_complete: true,
  gateway_enabled: true,
  cash_pay_eligible: true,
  cash_pay_integration_complete: true,
  customize_cash_pay_profile_complete: true,
  cash_pay_invalid_fee: true,
  account_mark: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof MerchantAccountRow, true>) as (keyof MerchantAccountRow)[];

const SECTION_COLUMNS = Object.keys({
  merchant_id: true,
  company_information: true,
  store_details: true,
  owners: true,
  locations: true,
  primary_bank: true,
  secondary_bank: true,
  customer_support: true,
  cash_pay: true,
  store_locations_file: true,
  updated_at: true,
} satisfies Record<keyof MerchantSectionsTable, true>) as (keyof MerchantSectionsTable)[];

// The joined rows' columns are renamed so that theirs never meet the record's (`updated_at`).
const ACCOUNT = 'account__';
const SECTIONS = 'sections__';

function wholeQuery(db: Db, merchantId: string) {
  return db
    .selectFrom('merchants as m')
    .leftJoin('merchant_accounts as a', 'a.merchant_id', 'm.id')
    .leftJoin('merchant_sections as s', 's.merchant_id', 'm.id')
    .selectAll('m')
    .select(ACCOUNT_COLUMNS.map((column) => sql.ref(`a.${column}`).as(`${ACCOUNT}${column}`)))
    .select(SECTION_COLUMNS.map((column) => sql.ref(`s.${column}`).as(`${SECTIONS}${column}`)))
    .where('m.id', '=', merchantId);
}

// Compiled once (server/db/compiled-query.ts). FOR UPDATE OF the record only: PostgreSQL locks
// no row of the outer joins' nullable side, and the record's lock is the merchant's lock.
const wholeMerchant = compiledOnce(wholeQuery);
const wholeMerchantForUpdate = compiledOnce((db: Db, merchantId: string) =>
  wholeQuery(db, merchantId).forUpdate('m'),
);

/** The columns of the joined table renamed with `prefix`, as that table's row; absent: no row. */
function joinedRow<R>(row: Record<string, unknown>, prefix: string, columns: string[]) {
  if (row[`${prefix}merchant_id`] === null || row[`${prefix}merchant_id`] === undefined) {
    return undefined;
  }
  return Object.fromEntries(columns.map((column) => [column, row[`${prefix}${column}`]])) as R;
}

/** What one read of a merchant gives. */
export interface MerchantRecordRead {
  row: MerchantRow;
  account: MerchantAccountRecord;
  saved: SavedSections;
}

/** The merchant record with its account and sections, sealed values opened. */
export function createMerchantRecordsRepository(db: Db, cipher: FieldCipher) {
  return {
    /**
     * The merchant `merchantId`; undefined without a record. `forUpdate`: also take its row lock
     * (PostgreSQL only, inside a transaction; SQLite has no FOR UPDATE).
     */
    async read(merchantId: string, forUpdate = false): Promise<MerchantRecordRead | undefined> {
      const [joined] = await (forUpdate ? wholeMerchantForUpdate : wholeMerchant)(db, merchantId);
      if (!joined) return undefined;
      const all = joined as unknown as Record<string, unknown>;
      const row = Object.fromEntries(
        Object.entries(all).filter(
          ([column]) => !column.startsWith(ACCOUNT) && !column.startsWith(SECTIONS),
        ),
      ) as unknown as MerchantRow;
      return {
        row,
        account: accountRecordOf(
          row,
          joinedRow<MerchantAccountRow>(all, ACCOUNT, ACCOUNT_COLUMNS),
          cipher,
        ),
        saved: sectionsOfRow(
          cipher,
          joinedRow<MerchantSectionsTable>(all, SECTIONS, SECTION_COLUMNS),
        ),
      };
    },
  };
}

export type MerchantRecordsRepository = ReturnType<typeof createMerchantRecordsRepository>;
