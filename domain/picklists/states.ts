import type { CountryCode } from '../countries/country-code';
import type { Message, Text } from '../i18n/message';
import { msg } from '../i18n/message';

/**
 * A state, province or territory. `value` is what the merchant record stores: the postal code for
 * the US and Australia, the full name for Canada, because the places service fills Canada's state
 * with its long name (doc 2 §7) and the Canadian rules name provinces in full ("the province is
 * Alberta", doc 2 §4). `name` is the English name the rules and the places service use; `label`
 * is what a merchant reads, in their language (Canada's provinces have official French names;
 * elsewhere French keeps the usual name where it has none of its own).
 */
export interface StateOption {
  readonly code: string;
  readonly name: string;
  readonly value: string;
  readonly label: Text;
}

/** A row of a state list: its code, its English name and the message a merchant reads. */
type StateRow = readonly [code: string, name: string, label: Message];

const byCode = (code: string, name: string, label: Message): StateOption => ({
  code,
  name,
  value: code,
  label,
});
const byName = (code: string, name: string, label: Message): StateOption => ({
  code,
  name,
  value: name,
  label,
});

/**
 * The 50 states, the District of Columbia and the five inhabited territories with USPS codes
 * (USPS Publication 28, appendix B). The Minor Outlying Islands (UM) are left out: they have no
 * permanent population and no USPS delivery, so no merchant can be registered there; military
 * (AA, AE, AP) and freely associated state codes are not business addresses either.
 */
export const US_STATES: readonly StateOption[] = (
  [
    ['AL', 'Alabama', msg('picklists.state.us.al')],
    ['AK', 'Alaska', msg('picklists.state.us.ak')],
    ['AZ', 'Arizona', msg('picklists.state.us.az')],
    ['AR', 'Arkansas', msg('picklists.state.us.ar')],
    ['CA', 'California', msg('picklists.state.us.ca')],
    ['CO', 'Colorado', msg('picklists.state.us.co')],
    ['CT', 'Connecticut', msg('picklists.state.us.ct')],
    ['DE', 'Delaware', msg('picklists.state.us.de')],
    ['DC', 'District of Columbia', msg('picklists.state.us.dc')],
    ['FL', 'Florida', msg('picklists.state.us.fl')],
    ['GA', 'Georgia', msg('picklists.state.us.ga')],
    ['HI', 'Hawaii', msg('picklists.state.us.hi')],
    ['ID', 'Idaho', msg('picklists.state.us.id')],
    ['IL', 'Illinois', msg('picklists.state.us.il')],
    ['IN', 'Indiana', msg('picklists.state.us.in')],
    ['IA', 'Iowa', msg('picklists.state.us.ia')],
    ['KS', 'Kansas', msg('picklists.state.us.ks')],
    ['KY', 'Kentucky', msg('picklists.state.us.ky')],
    ['LA', 'Louisiana', msg('picklists.state.us.la')],
    ['ME', 'Maine', msg('picklists.state.us.me')],
    ['MD', 'Maryland', msg('picklists.state.us.md')],
    ['MA', 'Massachusetts', msg('picklists.state.us.ma')],
    ['MI', 'Michigan', msg('picklists.state.us.mi')],
    ['MN', 'Minnesota', msg('picklists.state.us.mn')],
    ['MS', 'Mississippi', msg('picklists.state.us.ms')],
    ['MO', 'Missouri', msg('picklists.state.us.mo')],
    ['MT', 'Montana', msg('picklists.state.us.mt')],
    ['NE', 'Nebraska', msg('picklists.state.us.ne')],
    ['NV', 'Nevada', msg('picklists.state.us.nv')],
    ['NH', 'New Hampshire', msg('picklists.state.us.nh')],
    ['NJ', 'New Jersey', msg('picklists.state.us.nj')],
    ['NM', 'New Mexico', msg('picklists.state.us.nm')],
    ['NY', 'New York', msg('picklists.state.us.ny')],
    ['NC', 'North Carolina', msg('picklists.state.us.nc')],
    ['ND', 'North Dakota', msg('picklists.state.us.nd')],
    ['OH', 'Ohio', msg('picklists.state.us.oh')],
    ['OK', 'Oklahoma', msg('picklists.state.us.ok')],
    ['OR', 'Oregon', msg('picklists.state.us.or')],
    ['PA', 'Pennsylvania', msg('picklists.state.us.pa')],
    ['RI', 'Rhode Island', msg('picklists.state.us.ri')],
    ['SC', 'South Carolina', msg('picklists.state.us.sc')],
    ['SD', 'South Dakota', msg('picklists.state.us.sd')],
    ['TN', 'Tennessee', msg('picklists.state.us.tn')],
    ['TX', 'Texas', msg('picklists.state.us.tx')],
    ['UT', 'Utah', msg('picklists.state.us.ut')],
    ['VT', 'Vermont', msg('picklists.state.us.vt')],
    ['VA', 'Virginia', msg('picklists.state.us.va')],
    ['WA', 'Washington', msg('picklists.state.us.wa')],
    ['WV', 'West Virginia', msg('picklists.state.us.wv')],
    ['WI', 'Wisconsin', msg('picklists.state.us.wi')],
    ['WY', 'Wyoming', msg('picklists.state.us.wy')],
    ['AS', 'American Samoa', msg('picklists.state.us.as')],
    ['GU', 'Guam', msg('picklists.state.us.gu')],
    ['MP', 'Northern Mariana Islands', msg('picklists.state.us.mp')],
    ['PR', 'Puerto Rico', msg('picklists.state.us.pr')],
    ['VI', 'U.S. Virgin Islands', msg('picklists.state.us.vi')],
  ] as const satisfies readonly StateRow[]
).map(([code, name, label]) => byCode(code, name, label));

/** The 10 provinces and 3 territories (Canada Post two-letter symbols), stored by name. */
export const CA_PROVINCES: readonly StateOption[] = (
  [
    ['AB', 'Alberta', msg('picklists.state.ca.ab')],
    ['BC', 'British Columbia', msg('picklists.state.ca.bc')],
    ['MB', 'Manitoba', msg('picklists.state.ca.mb')],
    ['NB', 'New Brunswick', msg('picklists.state.ca.nb')],
    ['NL', 'Newfoundland and Labrador', msg('picklists.state.ca.nl')],
    ['NT', 'Northwest Territories', msg('picklists.state.ca.nt')],
    ['NS', 'Nova Scotia', msg('picklists.state.ca.ns')],
    ['NU', 'Nunavut', msg('picklists.state.ca.nu')],
    ['ON', 'Ontario', msg('picklists.state.ca.on')],
    ['PE', 'Prince Edward Island', msg('picklists.state.ca.pe')],
    ['QC', 'Quebec', msg('picklists.state.ca.qc')],
    ['SK', 'Saskatchewan', msg('picklists.state.ca.sk')],
    ['YT', 'Yukon', msg('picklists.state.ca.yt')],
  ] as const satisfies readonly StateRow[]
).map(([code, name, label]) => byName(code, name, label));

/** Australia's states and territories as listed in doc 2 §3, stored by abbreviation. */
export const AU_STATES: readonly StateOption[] = (
  [
    ['ACT', 'Australian Capital Territory', msg('picklists.state.au.act')],
    ['NSW', 'New South Wales', msg('picklists.state.au.nsw')],
    ['NT', 'Northern Territory', msg('picklists.state.au.nt')],
    ['QLD', 'Queensland', msg('picklists.state.au.qld')],
    ['SA', 'South Australia', msg('picklists.state.au.sa')],
    ['TAS', 'Tasmania', msg('picklists.state.au.tas')],
    ['VIC', 'Victoria', msg('picklists.state.au.vic')],
    ['WA', 'Western Australia', msg('picklists.state.au.wa')],
  ] as const satisfies readonly StateRow[]
).map(([code, name, label]) => byCode(code, name, label));

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
