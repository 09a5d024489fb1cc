/**
 * The browser's state diffs hold the machines' messages as ids of the catalogues (a field's
 * error, a toast); the server's log is read by the provider's people and systems in English, so
 * each is written there as its English text. Anything that only looks like a message (an object
 * with an `id` the catalogues do not hold, or missing values) is kept as the browser sent it.
 */
import { isMessage } from '../../domain/i18n/message';
import { sayIn } from '../i18n/say';

export function saidInEnglish(value: unknown): unknown {
  if (isMessage(value)) {
    try {
      return sayIn('en', value);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(saidInEnglish);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, saidInEnglish(item)]),
    );
  }
  return value;
}
