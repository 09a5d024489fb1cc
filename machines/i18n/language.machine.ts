/**
 * The portal's language for this visit (docs/decisions/0267-french-for-canadian-merchants.md).
 * Canadian merchants choose English or Canadian French; everyone else reads English. A visit
 * starts in the language kept on this device, else in the browser's preferred one among those
 * offered to the visit's country. Once the merchant is known, their stored language is taken up
 * (a sign-in on another device follows it), unless they chose one during this visit, which is
 * then stored for them. A new language is shown only once its catalogue is here.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  DEFAULT_LANGUAGE,
  languagesOffered,
  preferredLanguage,
  type Language,
} from '../../domain/i18n/language';

export interface LanguageInput {
  /** The browser's language preferences, in order (`navigator.languages`). */
  preferences: readonly string[];
  /** The visit's country from its address, time zone or language region (doc 1 §1 signals). */
  visitCountry: CountryCode | null;
  /** A language chosen on this device before, if any. */
  kept: Language | null;
}

export interface LanguageContext {
  language: Language;
  offered: readonly Language[];
  visitCountry: CountryCode | null;
  /** Chosen with the switch during this visit: it outranks what the server stored. */
  chosenThisVisit: boolean;
  /** The language being loaded before it is shown. */
  pending: Language | null;
  /** The last language's catalogue could not be loaded (the page stays as it was). */
  loadFailed: boolean;
}

export type LanguageEvent =
  /** The switch in the header. */
  | { type: 'language.choose'; language: Language }
  /** What the server said of the person: their country once registered, their stored language. */
  | {
      type: 'merchant.known';
      country: CountryCode | null;
      stored: Language | null;
      signedIn: boolean;
    };

/** A catalogue that failed to load is asked for again after this long. */
export const LANGUAGE_DELAYS = { catalogueRetry: 5_000 } as const;

const provided = () => Promise.reject(new Error('The catalogue loader is provided by the app.'));

/** The language shown for a visit: kept, else preferred, among those offered. */
export function startingLanguage(input: LanguageInput): Language {
  const offered = languagesOffered(input.visitCountry);
  if (input.kept && offered.includes(input.kept)) return input.kept;
  return preferredLanguage(input.preferences, offered);
}

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actors: {
    /** Loads the catalogue of a language (provided by the app). */
    loadCatalogue: fromPromise<unknown, { language: Language }>(provided),
  },
  actions: {
    /** Shows the language: the page's `lang`, the calls' Accept-Language (provided by the app). */
    applyLanguage: (_, _params: { language: Language }) => {},
    /** Keeps a chosen language on this device (provided by the app). */
    keepOnDevice: (_, _params: { language: Language }) => {},
    /** Stores the chosen language for the person on the server (provided by the app). */
    storeForPerson: (_, _params: { language: Language }) => {},
    takeUpMerchant: assign(({ context, event }) =>
      event.type === 'merchant.known' ? { offered: offeredIn(event, context) } : {},
    ),
    showPending: assign({
      language: ({ context }) => context.pending ?? context.language,
      pending: null,
      loadFailed: false,
    }),
  },
  guards: {
    choosesAnotherOffered: ({ context, event }) =>
      event.type === 'language.choose' &&
      event.language !== context.language &&
      context.offered.includes(event.language),
    /** The person's stored language differs and nothing chosen in this visit outranks it. */
    takesUpStored: ({ context, event }) =>
      event.type === 'merchant.known' &&
      !context.chosenThisVisit &&
      event.stored !== null &&
      event.stored !== context.language &&
      offeredIn(event, context).includes(event.stored),
    /** The language shown is not offered to the merchant's registered country. */
    shownNotOffered: ({ context, event }) =>
      event.type === 'merchant.known' && !offeredIn(event, context).includes(context.language),
    pendingNotOffered: ({ context, event }) =>
      event.type === 'merchant.known' &&
      !offeredIn(event, context).includes(context.pending ?? context.language),
    /** Chosen before the person was known: stored for them now. */
    storesVisitChoice: ({ context, event }) =>
      event.type === 'merchant.known' &&
      event.signedIn &&
      context.chosenThisVisit &&
      event.stored !== context.language,
  },
  delays: LANGUAGE_DELAYS,
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    language: startingLanguage(input),
    offered: languagesOffered(input.visitCountry),
    visitCountry: input.visitCountry,
    chosenThisVisit: false,
    pending: null,
    loadFailed: false,
  }),
  entry: { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
  initial: 'shown',
  states: {
    shown: {
      on: {
        'language.choose': {
          guard: 'choosesAnotherOffered',
          target: 'loading',
          actions: assign({ pending: ({ event }) => event.language, chosenThisVisit: true }),
        },
        'merchant.known': [
          {
            guard: 'takesUpStored',
            target: 'loading',
            actions: ['takeUpMerchant', assign({ pending: ({ event }) => event.stored })],
          },
          {
            guard: 'shownNotOffered',
            target: 'loading',
            actions: [
              'takeUpMerchant',
              assign({ pending: DEFAULT_LANGUAGE, chosenThisVisit: false }),
            ],
          },
          {
            guard: 'storesVisitChoice',
            actions: [
              'takeUpMerchant',
              {
                type: 'storeForPerson',
                params: ({ context }) => ({ language: context.language }),
              },
            ],
          },
          { actions: 'takeUpMerchant' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.pending ?? context.language }),
        onDone: [
          {
            // A choice of this visit is kept on the device and stored for the person.
            guard: ({ context }) => context.chosenThisVisit,
            target: 'shown',
            actions: [
              'showPending',
              { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
              { type: 'keepOnDevice', params: ({ context }) => ({ language: context.language }) },
              {
                type: 'storeForPerson',
                params: ({ context }) => ({ language: context.language }),
              },
            ],
          },
          {
            target: 'shown',
            actions: [
              'showPending',
              { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
            ],
          },
        ],
        onError: [
          {
            // A language the merchant's country is not offered is not kept: tried again.
            guard: ({ context }) => !context.offered.includes(context.language),
            target: 'waitingToRetry',
            actions: assign({ loadFailed: true }),
          },
          { target: 'shown', actions: assign({ pending: null, loadFailed: true }) },
        ],
      },
      on: {
        // A second choice while the first loads replaces it.
        'language.choose': {
          guard: ({ context, event }) => context.offered.includes(event.language),
          target: 'loading',
          reenter: true,
          actions: assign({ pending: ({ event }) => event.language, chosenThisVisit: true }),
        },
        'merchant.known': [
          {
            // The language being loaded is not offered to the merchant's country after all.
            guard: 'pendingNotOffered',
            target: 'loading',
            reenter: true,
            actions: [
              'takeUpMerchant',
              assign({ pending: DEFAULT_LANGUAGE, chosenThisVisit: false }),
            ],
          },
          { actions: 'takeUpMerchant' },
        ],
      },
    },
    waitingToRetry: {
      after: { catalogueRetry: 'loading' },
      on: { 'merchant.known': { actions: 'takeUpMerchant' } },
    },
  },
});

/** The languages offered once the merchant's registered country is known, else the visit's. */
function offeredIn(
  event: { country: CountryCode | null },
  context: Pick<LanguageContext, 'visitCountry'>,
): readonly Language[] {
  return languagesOffered(event.country ?? context.visitCountry);
}
