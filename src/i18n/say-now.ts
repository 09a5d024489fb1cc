/**
 * Saying a text outside React, in the language the visit shows now (an announcement made by a
 * listener of the whole page), with the catalogue parts already loaded.
 */
import { createIntl, createIntlCache } from 'react-intl';
import type { Language } from '../../domain/i18n/language';
import type { Text } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';
import { loadedSoFar } from './catalogue-parts';

const cache = createIntlCache();

export function sayNow(language: Language, text: Text): string {
  const messages = loadedSoFar(language);
  const intl = createIntl(
    { locale: language, defaultLocale: 'en', messages: messages as never, onError: () => {} },
    cache,
  );
  return sayWith(
    (id, values) => intl.formatMessage({ id }, values as Record<string, string>),
    text,
  );
}
