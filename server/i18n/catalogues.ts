/**
 * The server's catalogues: every namespace of every language, read once from locales/ as
 * written (ICU text), for answers and e-mails in the merchant's language.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../domain/i18n/language';
import { NAMESPACES } from '../../domain/i18n/namespaces';

export type Catalogue = Readonly<Record<string, string>>;

const LOCALES = new URL('../../locales/', import.meta.url);

export function readCatalogue(language: Language): Catalogue {
  const merged: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const file = new URL(`${language}/${namespace}.json`, LOCALES);
    Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  return merged;
}

let catalogues: Record<Language, Catalogue> | undefined;

export function catalogueOf(language: Language): Catalogue {
  catalogues ??= Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(l)] as const)) as Record<
    Language,
    Catalogue
  >;
  return catalogues[language];
}
