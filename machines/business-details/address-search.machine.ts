/**
 * The street search of an address (doc 1 §3 "LocationAutocomplete"): the places service is asked
 * 200 ms after the last keystroke once the street has three characters, and a picked place's
 * address is looked up and announced (`place.found`) for the form that holds the address to fill
 * the parts it shows. When the portal has no places service (404) or a call fails, search is off
 * for the rest of the form and the parts are typed by hand. Calls are actors the app provides.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  type PlaceAddress,
  type PlaceSuggestion,
  type PlaceSuggestionsResponse,
} from '../../domain/business-details/address-search';
import { msg, type Message } from '../../domain/i18n/message';
import { providedByApp } from '../calls/call-answers';

/** What shows under the street when search is off (doc 1 §3). */
export const ADDRESS_SEARCH_OFF = {
  notConfigured: msg('fields.address.searchNotConfigured'),
  failed: msg('fields.address.searchFailed'),
} as const;

/** Fewer characters than this are not searched. */
const SHORTEST_SEARCH = 3;

export interface AddressSearchContext {
  /** What the street holds, trimmed, and the country it is searched in. */
  query: string;
  country: CountryCode | undefined;
  suggestions: readonly PlaceSuggestion[];
  /** Why search is off, shown under the street; null while it is on. */
  off: Message | null;
}

export type AddressSearchEvent =
  | { type: 'street.typed'; text: string; country: CountryCode | undefined }
  | { type: 'place.picked'; placeId: string };

export type AddressSearchEmitted = { type: 'place.found'; address: PlaceAddress };

/** Whether a call failed because the portal has no places service configured (HTTP 404). */
const notConfigured = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export const addressSearchMachine = setup({
  types: {
    context: {} as AddressSearchContext,
    events: {} as AddressSearchEvent,
    emitted: {} as AddressSearchEmitted,
  },
  actors: {
    searchPlaces: fromPromise<PlaceSuggestionsResponse, { query: string; country: CountryCode }>(
      providedByApp('searchPlaces'),
    ),
    placeDetails: fromPromise<PlaceAddress, { placeId: string }>(providedByApp('placeDetails')),
  },
  delays: { searchDebounce: PLACE_SEARCH_DEBOUNCE_MS },
  guards: {
    searchable: ({ context }) =>
      context.country !== undefined && context.query.length >= SHORTEST_SEARCH,
  },
  actions: {
    keepTyped: assign(({ event }) =>
      event.type === 'street.typed' ? { query: event.text.trim(), country: event.country } : {},
    ),
  },
}).createMachine({
  id: 'addressSearch',
  context: { query: '', country: undefined, suggestions: [], off: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'street.typed': { target: 'typing', actions: 'keepTyped' },
        'place.picked': { target: 'picking' },
      },
    },
    typing: {
      on: {
        'street.typed': { target: 'typing', reenter: true, actions: 'keepTyped' },
        'place.picked': { target: 'picking' },
      },
      after: {
        searchDebounce: [{ guard: 'searchable', target: 'searching' }, { target: 'idle' }],
      },
    },
    searching: {
      on: {
        'street.typed': { target: 'typing', actions: 'keepTyped' },
        'place.picked': { target: 'picking' },
      },
      invoke: {
        id: 'searchPlaces',
        src: 'searchPlaces',
        input: ({ context }) => ({ query: context.query, country: context.country! }),
        onDone: {
          target: 'idle',
          actions: assign({ suggestions: ({ event }) => event.output.suggestions }),
        },
        onError: {
          target: 'off',
          actions: assign({
            off: ({ event }) =>
              notConfigured(event.error)
                ? ADDRESS_SEARCH_OFF.notConfigured
                : ADDRESS_SEARCH_OFF.failed,
          }),
        },
      },
    },
    picking: {
      on: { 'street.typed': { actions: 'keepTyped' } },
      invoke: {
        id: 'placeDetails',
        src: 'placeDetails',
        input: ({ event }) => ({ placeId: event.type === 'place.picked' ? event.placeId : '' }),
        onDone: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'place.found' as const, address: event.output })),
        },
        onError: {
          target: 'off',
          actions: assign({ off: ADDRESS_SEARCH_OFF.notConfigured }),
        },
      },
    },
    // The parts are typed by hand from here on.
    off: {},
  },
});
