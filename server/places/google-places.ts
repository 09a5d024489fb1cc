/**
 * The places adapter over Google Places API (New): `POST /v1/places:autocomplete` for
 * suggestions and `GET /v1/places/{id}` with a field mask for the address components, both
 * authenticated with the X-Goog-Api-Key header.
 */
import type { CountryCode } from '../../domain/countries/country-code';
import {
  PlacesUnavailable,
  type PlaceAddress,
  type PlacesAdapter,
  type PlaceSuggestion,
} from './places-adapter';

/** Where Google Places API (New) lives. */
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
const TIMEOUT_MS = 5_000;

/** One address component of a place (Places API (New) `addressComponents`). */
export interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

/** ISO 3166 region codes of the portal's countries (the UK is GB). */
const REGION_CODES: Record<CountryCode, string> = {
  US: 'us',
  AU: 'au',
  NZ: 'nz',
  UK: 'gb',
  CA: 'ca',
};

/**
 * The form's address parts of a place's components (doc 2 §7): street number plus route, city
 * from the locality or else the postal town, the state's short name except in Canada where the
 * province's long name is kept (the Canadian pick list holds names), and the postal code.
 */
export function addressOfComponents(components: readonly AddressComponent[]): PlaceAddress {
  const part = (type: string) => components.find((c) => c.types?.includes(type));
  const long = (type: string) => part(type)?.longText?.trim() ?? '';
  const country = part('country')?.shortText?.toUpperCase();
  const region = part('administrative_area_level_1');
  return {
    street: [long('street_number'), long('route')].filter(Boolean).join(' '),
    city: long('locality') || long('postal_town'),
    state: (country === 'CA' ? region?.longText : region?.shortText)?.trim() ?? '',
    postalCode: long('postal_code'),
  };
}

interface AutocompleteAnswer {
  suggestions?: Array<{ placePrediction?: { placeId?: string; text?: { text?: string } } }>;
}
interface DetailsAnswer {
  addressComponents?: AddressComponent[];
}

/** The adapter with `apiKey`; `baseUrl` points elsewhere only in tests. */
export function createGooglePlaces(apiKey: string, baseUrl = GOOGLE_PLACES_URL): PlacesAdapter {
  const root = baseUrl.replace(/\/+$/, '');
  async function call<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        ...init,
        headers: { 'x-goog-api-key': apiKey, ...init.headers },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new PlacesUnavailable(`The places service could not be reached: ${String(error)}`);
    }
    if (!response.ok) {
      throw new PlacesUnavailable(`The places service answered ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new PlacesUnavailable('The places service answered something that is not JSON');
    }
  }

  return {
    async autocomplete(query, country, signal) {
      const answer = await call<AutocompleteAnswer>(
        '/v1/places:autocomplete',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            input: query,
            includedRegionCodes: [REGION_CODES[country]],
          }),
        },
        signal,
      );
      return (answer.suggestions ?? []).flatMap(({ placePrediction: p }): PlaceSuggestion[] =>
        p?.placeId && p.text?.text ? [{ id: p.placeId, text: p.text.text }] : [],
      );
    },
    async details(placeId, signal) {
      const answer = await call<DetailsAnswer>(
        `/v1/places/${encodeURIComponent(placeId)}`,
        { method: 'GET', headers: { 'x-goog-fieldmask': 'addressComponents' } },
        signal,
      );
      return addressOfComponents(answer.addressComponents ?? []);
    },
  };
}
