/** The server says a text in a language: its answers' messages, the e-mails. */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../domain/i18n/language';
import type { Text } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';
import { catalogueOf } from './catalogues';

const formats = new Map<string, IntlMessageFormat>();

function formatterOf(language: Language, id: string): IntlMessageFormat {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    const source = catalogueOf(language)[id] ?? catalogueOf('en')[id];
    if (source === undefined) throw new Error(`No message ${id} in the catalogues.`);
    format = new IntlMessageFormat(source, language);
    formats.set(key, format);
  }
  return format;
}

export function sayIn(language: Language, text: Text | null | undefined): string {
  return sayWith((id, values) => {
    const said = formatterOf(language, id).format(values);
    return Array.isArray(said) ? said.join('') : String(said);
  }, text);
}
