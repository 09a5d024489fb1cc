/**
 * The server's catalogues: every namespace of every language, read once from locales/ as
 * written (ICU text), for answers and e-mails in the merchant's language.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../domain/i18n/language';
import { NAMESPACES } from '../../domain/i18n/namespaces';

export type Catalogue = Readonly<Record<string, string>>;

// A path, not `new URL('…', import.meta.url)`, which Vite rewrites to an asset address when a
// browser-like test reads the catalogues.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');

export function readCatalogue(language: Language): Catalogue {
  const merged: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const file = join(LOCALES, language, `${namespace}.json`);
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
