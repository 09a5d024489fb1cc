import type { CountryCode } from '../countries/country-code';

/**
 * A state, province or territory. `value` is what the merchant record stores: the postal code for
 * the US and Australia, the full name for Canada, because the places service fills Canada's state
 * with its long name (doc 2 §7) and the Canadian rules name provinces in full ("the province is
 * Alberta", doc 2 §4).
 */
export interface StateOption {
  readonly code: string;
  readonly name: string;
  readonly value: string;
  readonly label: string;
}

const byCode = (code: string, name: string): StateOption => ({
  code,
  name,
  value: code,
  label: name,
});
const byName = (code: string, name: string): StateOption => ({
  code,
  name,
  value: name,
  label: name,
});

/**
 * The 50 states, the District of Columbia and the five inhabited territories with USPS codes
 * (USPS Publication 28, appendix B). The Minor Outlying Islands (UM) are left out: they have no
 * permanent population and no USPS delivery, so no merchant can be registered there; military
 * (AA, AE, AP) and freely associated state codes are not business addresses either.
 */
export const US_STATES: readonly StateOption[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
].map(([code, name]) => byCode(code as string, name as string));

/** The 10 provinces and 3 territories (Canada Post two-letter symbols), stored by name. */
export const CA_PROVINCES: readonly StateOption[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => byName(code as string, name as string));

/** Australia's states and territories as listed in doc 2 §3, stored by abbreviation. */
export const AU_STATES: readonly StateOption[] = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
].map(([code, name]) => byCode(code as string, name as string));

/**
 * How a country's state is entered: a pick list, free text (New Zealand regions) or not at all
 * (the UK has no state field, doc 2 §4 "State is not applicable in the UK").
 */
export type StateEntry =
  | { readonly kind: 'pickList'; readonly options: readonly StateOption[] }
  | { readonly kind: 'freeText' }
  | { readonly kind: 'none' };

const STATE_ENTRY: Record<CountryCode, StateEntry> = {
  US: { kind: 'pickList', options: US_STATES },
  CA: { kind: 'pickList', options: CA_PROVINCES },
  AU: { kind: 'pickList', options: AU_STATES },
  NZ: { kind: 'freeText' },
  UK: { kind: 'none' },
};

/** How the state of an address in `country` is entered. */
export function stateEntryFor(country: CountryCode): StateEntry {
  return STATE_ENTRY[country];
}

/** The state pick list of `country`; empty where the state is free text or absent. */
export function statesFor(country: CountryCode): readonly StateOption[] {
  const entry = STATE_ENTRY[country];
  return entry.kind === 'pickList' ? entry.options : [];
}

/** The stored state values of `country` (codes, or names for Canada). */
export function stateValuesFor(country: CountryCode): readonly string[] {
  return statesFor(country).map((state) => state.value);
}
