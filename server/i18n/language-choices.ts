/** The stored language of each person, by e-mail (server/i18n/language-tables.ts). */
import { toLanguage, type Language } from '../../domain/i18n/language';
import type { Db } from '../db/database';

export function createLanguageChoicesRepository(db: Db) {
  return {
    /** The person's language; null when they never chose or were never seen choosing one. */
    async languageOf(email: string): Promise<Language | null> {
      const row = await db
        .selectFrom('language_choices')
        .select('language')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return toLanguage(row?.language);
    },
    /** Keeps `language` for a person who has none yet; an earlier choice stays. */
    async chooseIfNone(email: string, language: Language, now: number): Promise<void> {
      await db
        .insertInto('language_choices')
        .values({ email: email.trim().toLowerCase(), language, updated_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },
    /** Keeps the person's language; the newest choice wins. */
    async choose(email: string, language: Language, now: number): Promise<void> {
      await db
        .insertInto('language_choices')
        .values({ email: email.trim().toLowerCase(), language, updated_at: now })
        .onConflict((oc) => oc.column('email').doUpdateSet({ language, updated_at: now }))
        .execute();
    },
  };
}

export type LanguageChoicesRepository = ReturnType<typeof createLanguageChoicesRepository>;
