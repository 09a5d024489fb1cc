/**
 * The address search calls (doc 2 §7 "A maps places service supplies addresses … searched with a
 * 200 ms debounce"), shared by the browser's address fields and the portal's places adapter.
 */
import { msg } from '../i18n/message';

export const PLACES_API = {
  /** GET ?q=&country=: suggestions for the typed text in one country. */
  autocomplete: '/api/places/autocomplete',
  /** GET ?id=: the address parts of a picked suggestion. */
  details: '/api/places/details',
} as const;

/** doc 1 §9: the address search waits this long after the last keystroke. */
export const PLACE_SEARCH_DEBOUNCE_MS = 200;

/** The answer (404) when no places service is configured: the fields are typed by hand. */
export const PLACES_NOT_CONFIGURED = msg('business.server.searchNotConfigured');

/** One suggestion under an address field. */
export interface PlaceSuggestion {
  id: string;
  /** The whole suggestion as one line. */
  text: string;
}

/** GET autocomplete answer. */
export interface PlaceSuggestionsResponse {
  suggestions: PlaceSuggestion[];
}

/**
 * The address of a picked place in the form's parts (doc 2 §7): street number plus route, city
 * from the locality or postal town, the state's short name (long name for Canada), postal code.
 */
export interface PlaceAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
}
