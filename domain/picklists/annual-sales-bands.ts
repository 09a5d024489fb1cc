import type { CountryCode } from '../countries/country-code';

/**
 * totalAnnualSales bands (doc 2 §3). The seeds give only each list's first and last band and its
 * length: AU and NZ 10 bands from '$0-$100K' to '$55M+', US and CA 11 from 'Under $100,000' to
 * 'Over $301 Million', UK 8 from 'Up to £100k' to '£80m+'. The bands in between are ours,
 * written in the style of each end: contiguous ranges that widen with turnover.
 */
export const ANNUAL_SALES_BANDS_AU_NZ = [
  '$0-$100K',
  '$100K-$250K',
  '$250K-$500K',
  '$500K-$1M',
  '$1M-$2.5M',
  '$2.5M-$5M',
  '$5M-$10M',
  '$10M-$25M',
  '$25M-$55M',
  '$55M+',
] as const;

/** See {@link ANNUAL_SALES_BANDS_AU_NZ}; the intermediate bands are ours. */
export const ANNUAL_SALES_BANDS_US_CA = [
  'Under $100,000',
  '$100,000 - $500,000',
  '$500,001 - $1 Million',
  '$1 Million - $5 Million',
  '$6 Million - $10 Million',
  '$11 Million - $25 Million',
  '$26 Million - $50 Million',
  '$51 Million - $100 Million',
  '$101 Million - $200 Million',
  '$201 Million - $300 Million',
  'Over $301 Million',
] as const;

/** See {@link ANNUAL_SALES_BANDS_AU_NZ}; the intermediate bands are ours. */
export const ANNUAL_SALES_BANDS_UK = [
  'Up to £100k',
  '£100k-£250k',
  '£250k-£500k',
  '£500k-£1m',
  '£1m-£5m',
  '£5m-£20m',
  '£20m-£80m',
  '£80m+',
] as const;

export type AnnualSalesBand =
  | (typeof ANNUAL_SALES_BANDS_AU_NZ)[number]
  | (typeof ANNUAL_SALES_BANDS_US_CA)[number]
  | (typeof ANNUAL_SALES_BANDS_UK)[number];

const BANDS: Record<CountryCode, readonly AnnualSalesBand[]> = {
  AU: ANNUAL_SALES_BANDS_AU_NZ,
  NZ: ANNUAL_SALES_BANDS_AU_NZ,
  US: ANNUAL_SALES_BANDS_US_CA,
  CA: ANNUAL_SALES_BANDS_US_CA,
  UK: ANNUAL_SALES_BANDS_UK,
};

/** The annual sales bands of `country`, lowest first. */
export function annualSalesBandsFor(country: CountryCode): readonly AnnualSalesBand[] {
  return BANDS[country];
}

/**
 * The low band of each list: the Contact Us modal is offered to merchants in it
 * (doc 1 §6: '$0-$100K', 'Under $100,000', 'Up to £100k').
 */
export const LOW_SALES_BANDS = [
  ANNUAL_SALES_BANDS_AU_NZ[0],
  ANNUAL_SALES_BANDS_US_CA[0],
  ANNUAL_SALES_BANDS_UK[0],
] as const;

/** The low band of `country`'s list. */
export function lowSalesBandFor(country: CountryCode): AnnualSalesBand {
  return BANDS[country][0] as AnnualSalesBand;
}

/** True when `band` is the low band of any country (doc 1 §6). */
export function isLowSalesBand(band: string | undefined): boolean {
  return !!band && (LOW_SALES_BANDS as readonly string[]).includes(band);
}
