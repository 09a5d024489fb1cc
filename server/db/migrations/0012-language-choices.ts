/**
 * 0012_language_choices: the language each person chose for the portal and its e-mails
 * (server/i18n/language-tables.ts, docs/decisions/0267-french-for-canadian-merchants.md).
 */
import type { Kysely, Migration } from 'kysely';

export const languageChoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('language_choices')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('language_choices').execute();
  },
};
