/**
 * 0008_training_button: the status context's inStoreTrainingButtonClicked (doc 1 §3), kept on the
 * account so a reload shows the post-training review the click leads to (doc 1 §4 IN_REVIEW).
 */
import type { Kysely, Migration } from 'kysely';

export const trainingButtonMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('merchant_accounts')
      .addColumn('in_store_training_button_clicked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('merchant_accounts')
      .dropColumn('in_store_training_button_clicked')
      .execute();
  },
};
