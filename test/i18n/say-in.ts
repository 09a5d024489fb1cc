/**
 * Test support: a text said in a language from the catalogues under locales/, for tests of
 * domain/ and machines/, which do not import the server (the server's own `sayIn` in
 * server/i18n/say.ts formats the same catalogues the same way).
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

/** The English of a text, as the forms showed it before French. */
export const english = (text: Text | null | undefined): string => sayIn('en', text);

/**
 * A value with every message in it said in English (what a rule's result read before French):
 * field errors and maps of them compare with the English text of doc 2.
 */
export function inEnglish<T>(value: T): T {
  return sayAll(value) as T;
}

function sayAll(value: unknown): unknown {
  if (isMessage(value)) return english(value);
  if (Array.isArray(value)) return value.map(sayAll);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sayAll(item)]));
  }
  return value;
}
