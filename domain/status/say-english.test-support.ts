/**
 * Rules' and view models' tests read what a text says in English, as the server and the views say
 * it, without leaving the layer they test: the English catalogues, formatted by ICU.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { isMessage, type Text } from '../i18n/message';
import { sayWith } from '../i18n/say';

const files = import.meta.glob<Record<string, string>>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const english: Record<string, string> = Object.assign({}, ...Object.values(files));

/** What `text` says in English. */
export function sayEnglish(text: Text | null | undefined): string {
  return sayWith((id, values) => {
    const source = english[id];
    if (source === undefined) throw new Error(`No message ${id} in the English catalogues.`);
    const said = new IntlMessageFormat(source, 'en').format(values);
    return Array.isArray(said) ? said.join('') : String(said);
  }, text);
}

/** `value` with every message in it said in English (a view model as the merchant reads it). */
export function inEnglish(value: unknown): unknown {
  if (isMessage(value)) return sayEnglish(value);
  if (Array.isArray(value)) return value.map(inEnglish);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inEnglish(item)]));
  }
  return value;
}
