/**
 * Model-based path tests of an address's street search (doc 1 §3 "LocationAutocomplete"):
 * generated paths replayed on a running actor whose places calls wait for the test's answer. A
 * street is searched only after the typing pauses, with three characters and a country; the
 * suggestions are the last answer's; a call that fails turns search off with the message of its
 * cause, and search stays off.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  ADDRESS_SEARCH_OFF,
  addressSearchMachine,
  type AddressSearchContext,
} from './address-search.machine';
import {
  after,
  done,
  failed,
  named,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
} from '../testing/path-coverage';

const SUGGESTION = { id: 'place-ca', text: '290 Bremner Blvd, Toronto, ON, Canada' };
const ADDRESS = {
  street: '290 Bremner Boulevard',
  city: 'Toronto',
  state: 'Ontario',
  postalCode: 'M5V 3L9',
};

const EVENTS = [
  named('type a street', { type: 'street.typed', text: ' 290 Bremner ', country: 'CA' }),
  named('type two letters', { type: 'street.typed', text: '29', country: 'CA' }),
  named('type before a country', { type: 'street.typed', text: '290 Bremner', country: undefined }),
  named('pick a place', { type: 'place.picked', placeId: SUGGESTION.id }),
  named('typing pauses', after('searchDebounce', 'addressSearch.typing')),
  named('places found', done('searchPlaces', { suggestions: [SUGGESTION] })),
  named('not configured', failed('searchPlaces', Object.assign(new Error('404'), { status: 404 }))),
  named('search fails', failed('searchPlaces', new TypeError('Failed to fetch'))),
  named('details found', done('placeDetails', ADDRESS)),
  named('details fail', failed('placeDetails', new TypeError('Failed to fetch'))),
] as EventObject[];

const oracles: Oracle<AddressSearchContext>[] = [
  {
    source: 'doc 1 §3 LocationAutocomplete',
    name: 'a street is searched only with three characters and a country, trimmed',
    check: ({ snapshot }) => {
      if (!snapshot.matches('searching')) return null;
      const { query, country } = snapshot.context;
      return country !== undefined && query.length >= 3 && query === query.trim()
        ? null
        : `searching "${query}" in ${country}`;
    },
  },
  {
    source: 'doc 1 §3 LocationAutocomplete',
    name: 'the suggestions are the last answer’s; off says why, and stays off',
    check: ({ snapshot, events }) => {
      const answered = events.some((e) => e.type === 'xstate.done.actor.searchPlaces');
      const { suggestions, off } = snapshot.context;
      if (suggestions.length !== (answered ? 1 : 0)) return `${suggestions.length} suggestions`;
      const failures = events.filter((e) => e.type.startsWith('xstate.error.actor.'));
      if (failures.length === 0) return off === null ? null : `off without a failure: ${off}`;
      const first = failures[0] as { type: string; error: { status?: number } };
      const expected =
        first.type.endsWith('searchPlaces') && first.error.status !== 404
          ? ADDRESS_SEARCH_OFF.failed
          : ADDRESS_SEARCH_OFF.notConfigured;
      if (!snapshot.matches('off')) return 'search on after a failure';
      return off === expected ? null : `off says "${off}"`;
    },
  },
];

describe('address search machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('address-search', [
      {
        machine: addressSearchMachine,
        events: EVENTS,
        callIds: ['searchPlaces', 'placeDetails'],
        delays: { searchDebounce: 200 },
        oracles,
      },
    ]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
