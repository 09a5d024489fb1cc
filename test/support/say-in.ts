/**
 * Test support for rules and view models: a text said in a language from the catalogues as
 * written (locales/), as the browser and the server say it, without reaching into either.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import type { Language } from '../../domain/i18n/language';
import { isMessage, type Text } from '../../domain/i18n/message';
import { NAMESPACES } from '../../domain/i18n/namespaces';
import { sayWith } from '../../domain/i18n/say';

const catalogues = new Map<Language, Record<string, string>>();

function catalogueOf(language: Language): Record<string, string> {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = {};
    for (const namespace of NAMESPACES) {
      const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
      Object.assign(catalogue, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    }
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

export function sayIn(language: Language, text: Text | null | undefined): string {
  return sayWith((id, values) => {
    const source = catalogueOf(language)[id];
    if (source === undefined) throw new Error(`No message ${id} in the ${language} catalogue.`);
    const said = new IntlMessageFormat(source, language).format(values);
    return Array.isArray(said) ? said.join('') : String(said);
  }, text);
}

/** A value with every message in it said in English, to compare with what a merchant reads. */
export function inEnglish<T>(value: T): T {
  if (isMessage(value)) return sayIn('en', value) as T;
  if (Array.isArray(value)) return value.map(inEnglish) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, inEnglish(inner)]),
    ) as T;
  }
  return value;
}
