import type { CountryCode } from '../countries/country-code';

/** Business types per registered country, in display order (doc 1 §3, doc 2 §3). */
export const BUSINESS_TYPES_BY_COUNTRY = {
  AU: [
    'Sole Trader',
    'Private Company',
    'Public Company',
    'Partnership',
    'Trust',
    'Other Incorporated Entity',
  ],
  CA: ['Sole Proprietorship', 'Corporation', 'Partnership'],
  NZ: [
    'Sole Trader',
    'Private Company',
    'Public Company',
    'Partnership',
    'Associations Clubs & Societies',
    'Trust',
  ],
  UK: [
    'Sole Trader',
    'Private Company',
    'Public Limited Company',
    'Limited Liability Partnership',
    'Charity and Not For Profit',
    'Trust',
  ],
  US: ['Sole Proprietorship', 'Corporation', 'LLC', 'Partnership'],
} as const satisfies Record<CountryCode, readonly string[]>;

/** Any business type of any country. */
export type BusinessType = (typeof BUSINESS_TYPES_BY_COUNTRY)[CountryCode][number];

/** Business types of one country. */
export type BusinessTypeOf<C extends CountryCode> = (typeof BUSINESS_TYPES_BY_COUNTRY)[C][number];

/** Every business type, once, across the five countries. */
export const ALL_BUSINESS_TYPES: readonly BusinessType[] = [
  ...new Set(Object.values(BUSINESS_TYPES_BY_COUNTRY).flat()),
];

/** The business types a merchant registered in `country` may choose. */
export function businessTypesFor(country: CountryCode): readonly BusinessType[] {
  return BUSINESS_TYPES_BY_COUNTRY[country];
}

/** True when `value` is one of the business types of `country`. */
export function isBusinessTypeOf(country: CountryCode, value: string): value is BusinessType {
  return (BUSINESS_TYPES_BY_COUNTRY[country] as readonly string[]).includes(value);
}

/**
 * True for the one-person business of a country: Sole Trader in AU, NZ and UK, Sole
 * Proprietorship in the US and Canada (doc 2 §4 "legalBusinessName").
 */
export function isSoleTrader(country: CountryCode, businessType: string | undefined): boolean {
  if (!businessType) return false;
  return country === 'US' || country === 'CA'
    ? businessType === 'Sole Proprietorship'
    : businessType === 'Sole Trader';
}
