/**
 * Test support: a text said in a language, by the server's own formatter over the catalogues
 * under locales/ (server/i18n/say.ts), for tests of every layer, which compare with the words a
 * merchant reads.
 */
import type { Text } from '../../domain/i18n/message';
import { sayIn } from '../../server/i18n/say';
import { sayAll } from '../../server/i18n/say-answers';

export { sayIn };

/** The English of a text, as the forms showed it before French. */
export const english = (text: Text | null | undefined): string => sayIn('en', text);

/**
 * A value with every message in it said in English (what a rule's result read before French):
 * field errors and maps of them compare with the English text of doc 2.
 */
export function inEnglish<T>(value: T): T {
  return sayAll(value, 'en') as T;
}
