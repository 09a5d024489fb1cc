/**
 * Test support: a text as the English catalogue says it, so a test can look for the words the
 * app shows (English is the language the tests render in).
 */
import { createIntl } from 'react-intl';
import type { Text } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';
import enFirst from '../i18n/parts/en-first';
import enRest from '../i18n/parts/en-rest';

const english = createIntl({ locale: 'en', messages: { ...enFirst, ...enRest } as never });

export function sayEnglish(text: Text | null | undefined): string {
  return sayWith(
    (id, values) => english.formatMessage({ id }, values as Record<string, string>),
    text,
  );
}
