import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';
import { optionsByCountry, type PickList } from './pick-list';

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

/**
 * What a merchant reads for each band; the stored value stays the English one. The amounts are
 * written out in each message (French puts the currency sign after the amount).
 */
export const ANNUAL_SALES_BAND_LABELS: Readonly<Record<AnnualSalesBand, Message>> = {
  '$0-$100K': msg('picklists.annualSales.auNz.from0To100k'),
  '$100K-$250K': msg('picklists.annualSales.auNz.from100kTo250k'),
  '$250K-$500K': msg('picklists.annualSales.auNz.from250kTo500k'),
  '$500K-$1M': msg('picklists.annualSales.auNz.from500kTo1m'),
  '$1M-$2.5M': msg('picklists.annualSales.auNz.from1mTo2Point5m'),
  '$2.5M-$5M': msg('picklists.annualSales.auNz.from2Point5mTo5m'),
  '$5M-$10M': msg('picklists.annualSales.auNz.from5mTo10m'),
  '$10M-$25M': msg('picklists.annualSales.auNz.from10mTo25m'),
  '$25M-$55M': msg('picklists.annualSales.auNz.from25mTo55m'),
  '$55M+': msg('picklists.annualSales.auNz.over55m'),
  'Under $100,000': msg('picklists.annualSales.usCa.under100k'),
  '$100,000 - $500,000': msg('picklists.annualSales.usCa.from100kTo500k'),
  '$500,001 - $1 Million': msg('picklists.annualSales.usCa.from500kTo1m'),
  '$1 Million - $5 Million': msg('picklists.annualSales.usCa.from1mTo5m'),
  '$6 Million - $10 Million': msg('picklists.annualSales.usCa.from6mTo10m'),
  '$11 Million - $25 Million': msg('picklists.annualSales.usCa.from11mTo25m'),
  '$26 Million - $50 Million': msg('picklists.annualSales.usCa.from26mTo50m'),
  '$51 Million - $100 Million': msg('picklists.annualSales.usCa.from51mTo100m'),
  '$101 Million - $200 Million': msg('picklists.annualSales.usCa.from101mTo200m'),
  '$201 Million - $300 Million': msg('picklists.annualSales.usCa.from201mTo300m'),
  'Over $301 Million': msg('picklists.annualSales.usCa.over301m'),
  'Up to £100k': msg('picklists.annualSales.uk.upTo100k'),
  '£100k-£250k': msg('picklists.annualSales.uk.from100kTo250k'),
  '£250k-£500k': msg('picklists.annualSales.uk.from250kTo500k'),
  '£500k-£1m': msg('picklists.annualSales.uk.from500kTo1m'),
  '£1m-£5m': msg('picklists.annualSales.uk.from1mTo5m'),
  '£5m-£20m': msg('picklists.annualSales.uk.from5mTo20m'),
  '£20m-£80m': msg('picklists.annualSales.uk.from20mTo80m'),
  '£80m+': msg('picklists.annualSales.uk.over80m'),
};

const BAND_OPTIONS = optionsByCountry(BANDS, ANNUAL_SALES_BAND_LABELS);

/** The annual sales bands of `country` as a Select's options, lowest first. */
export function annualSalesBandOptionsFor(country: CountryCode): PickList<AnnualSalesBand> {
  return BAND_OPTIONS[country];
}

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
