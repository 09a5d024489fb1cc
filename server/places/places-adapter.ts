/**
 * The address search behind the address fields (doc 2 §7 "A maps places service supplies
 * addresses"): suggestions for typed text in one country, then the address parts of the picked
 * place. The browser talks only to the portal; the portal talks to the places service.
 */
import type { CountryCode } from '../../domain/countries/country-code';
import type { PlaceAddress, PlaceSuggestion } from '../../domain/business-details/address-search';

export type { PlaceAddress, PlaceSuggestion } from '../../domain/business-details/address-search';

/** A places service. Every method rejects with {@link PlacesUnavailable} when it cannot answer. */
export interface PlacesAdapter {
  autocomplete(
    query: string,
    country: CountryCode,
    signal?: AbortSignal,
  ): Promise<PlaceSuggestion[]>;
  details(placeId: string, signal?: AbortSignal): Promise<PlaceAddress>;
}

/** The places service failed or answered something unreadable. */
export class PlacesUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlacesUnavailable';
  }
}
