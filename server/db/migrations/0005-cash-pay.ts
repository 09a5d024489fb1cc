/**
 * 0005_cash_pay: the cash pay facts the back office sets on an account (doc 1 §3 status context:
 * isEligibleForCashPay, cashPayIntegrationComplete, customizeCashPayProfileComplete; doc 2 §8
 * INVALID_FEE). Integer flags 0/1 with a default, one ALTER per column so SQLite accepts it.
 */
import type { Kysely, Migration } from 'kysely';

export const CASH_PAY_FLAG_COLUMNS = [
  'cash_pay_eligible',
  'cash_pay_integration_complete',
  'customize_cash_pay_profile_complete',
  'cash_pay_invalid_fee',
] as const;

/** Adds the cash pay flags to merchant_accounts. */
export const cashPayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of CASH_PAY_FLAG_COLUMNS) {
      await db.schema
        .alterTable('merchant_accounts')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of CASH_PAY_FLAG_COLUMNS) {
      await db.schema.alterTable('merchant_accounts').dropColumn(column).execute();
    }
  },
};
