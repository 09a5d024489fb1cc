/**
 * The browser's side of the language machine (machines/i18n/language.machine.ts): loading a
 * catalogue, the page's `lang`, the calls' language, the device's memory and the server's
 * record. It decides nothing.
 */
import { fromPromise } from 'xstate';
import { I18N_API, type LanguageResponse } from '../../domain/api/i18n-api';
import { toLanguage, type Language } from '../../domain/i18n/language';
import { languageMachine } from '../../machines/i18n/language.machine';
import { apiRequest, setAnswerLanguage } from '../api/http-client';
import { getItemNow, setItemSoon } from '../app/storage-soon';
import { LANGUAGE_KEY } from '../app/storage-keys';
import { cataloguePart } from './catalogue-parts';

export const appLanguageMachine = languageMachine.provide({
  actors: {
    // Both parts: a language is chosen on any page, and the next page must not wait.
    loadCatalogue: fromPromise(({ input }) =>
      Promise.all([
        cataloguePart(input.language, 'first'),
        cataloguePart(input.language, 'blocks'),
        cataloguePart(input.language, 'rest'),
      ]),
    ),
  },
  actions: {
    applyLanguage: (_, { language }) => {
      document.documentElement.lang = language;
      setAnswerLanguage(language);
    },
    keepOnDevice: (_, { language }) => setItemSoon(LANGUAGE_KEY, () => language),
    storeForPerson: (_, { language }) => {
      // A choice the server did not keep is kept on this device and sent with the next choice.
      apiRequest<LanguageResponse>(I18N_API.language, { json: { language } }).catch(() => {});
    },
  },
});

/** What the browser tells of its languages, for the session's input. */
export function browserLanguages(): { preferences: readonly string[]; kept: Language | null } {
  return {
    preferences: navigator.languages?.length ? navigator.languages : [navigator.language],
    kept: toLanguage(getItemNow(LANGUAGE_KEY)),
  };
}
