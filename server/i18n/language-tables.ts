/**
 * The language each person chose, by the e-mail they sign in with (migration 0012): the e-mails
 * they receive and their next sign-in, on any device, follow it. A person with no row reads
 * English.
 */
export interface LanguageChoicesTable {
  /** Trimmed and lowercased, as sessions and merchants hold it. */
  email: string;
  /** A language of domain/i18n/language.ts. */
  language: string;
  updated_at: number;
}

/** The i18n part of DatabaseSchema. */
export interface LanguageSchema {
  language_choices: LanguageChoicesTable;
}
