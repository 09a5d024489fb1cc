import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';
import { optionsByCountry, type PickList } from './pick-list';

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

/** What a merchant reads for each business type; the stored value stays the English one. */
export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, Message>> = {
  'Sole Trader': msg('picklists.businessType.soleTrader'),
  'Private Company': msg('picklists.businessType.privateCompany'),
  'Public Company': msg('picklists.businessType.publicCompany'),
  Partnership: msg('picklists.businessType.partnership'),
  Trust: msg('picklists.businessType.trust'),
  'Other Incorporated Entity': msg('picklists.businessType.otherIncorporatedEntity'),
  'Sole Proprietorship': msg('picklists.businessType.soleProprietorship'),
  Corporation: msg('picklists.businessType.corporation'),
  'Associations Clubs & Societies': msg('picklists.businessType.associationsClubsSocieties'),
  'Public Limited Company': msg('picklists.businessType.publicLimitedCompany'),
  'Limited Liability Partnership': msg('picklists.businessType.limitedLiabilityPartnership'),
  'Charity and Not For Profit': msg('picklists.businessType.charityNotForProfit'),
  LLC: msg('picklists.businessType.llc'),
};

const BUSINESS_TYPE_OPTIONS = optionsByCountry(BUSINESS_TYPES_BY_COUNTRY, BUSINESS_TYPE_LABELS);

/** The business types of `country` as a Select's options, in display order. */
export function businessTypeOptionsFor(country: CountryCode): PickList<BusinessType> {
  return BUSINESS_TYPE_OPTIONS[country];
}

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
