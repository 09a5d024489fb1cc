/**
 * The words that change with the merchant's country: what a postal code and a state are called,
 * and British or American spelling. Australia, New Zealand and the UK write "authorise"; the US
 * and Canada "authorize" (Canadian usage follows -ize). The table is in decision 0110.
 */
import type { CountryCode } from './country-code';

/** What the postal code is called (USPS "ZIP Code", Royal Mail / Australia Post / NZ Post "postcode", Canada Post "postal code"). */
export const POSTAL_CODE_WORD: Readonly<Record<CountryCode, string>> = {
  US: 'ZIP code',
  UK: 'postcode',
  AU: 'postcode',
  NZ: 'postcode',
  CA: 'postal code',
};

/** What the first-level division is called; the UK has none (doc 2 §4 "State is not applicable in the UK"). */
export const STATE_WORD: Readonly<Record<CountryCode, string>> = {
  US: 'state',
  CA: 'province or territory',
  AU: 'state or territory',
  NZ: 'region',
  UK: 'county',
};

/** Countries that spell with -ise (authorise, customise). */
const BRITISH_SPELLING: ReadonlySet<CountryCode> = new Set(['AU', 'NZ', 'UK']);

/** "authorise" or "authorize" for `country`; the US spelling while the country is unknown. */
export function authorise(country: CountryCode | undefined): 'authorise' | 'authorize' {
  return country && BRITISH_SPELLING.has(country) ? 'authorise' : 'authorize';
}

/** "authorised" or "authorized". */
export const authorised = (country: CountryCode | undefined): string => `${authorise(country)}d`;

/** The first letter in upper case ("ZIP code" stays as it is). */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The postal code's word, neutral while the country is unknown. */
export const postalCodeWord = (country: CountryCode | undefined): string =>
  country ? POSTAL_CODE_WORD[country] : 'postal code';

/** The state's word, neutral while the country is unknown. */
export const stateWord = (country: CountryCode | undefined): string =>
  country ? STATE_WORD[country] : 'state or province';
