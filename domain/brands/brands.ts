/**
 * The three brands of the portal as data (docs/architecture.md §5, doc 1 §1). Names, logos and URLs are
 * neutral defaults; an operator replaces them in configuration.
 */
import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';

export const BRAND_IDS = ['provider', 'uk', 'cashApp'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Ten shades, lightest first, as a UI theme expects for its primary colour. */
export type ColourScale = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface Brand {
  id: BrandId;
  /** Shown in the page title (`<name> Merchant Portal`), the header and the copy. */
  name: string;
  /** Path of the logo under the app's public folder (served below /app). */
  logoPath: string;
  faviconPath: string;
  /** Key of {@link Brand.colours} in the UI theme. */
  primaryColourName: string;
  colours: ColourScale;
  /** Shopper sign-in page linked from the login screen ('Not a business? …'). */
  customerLoginUrl: string;
  /** Merchant support opening hours for each country the brand serves (doc 1 §9). */
  supportHours: Partial<Record<CountryCode, Message>>;
}

/** Word whose presence in the page URL selects the UK brand (doc 1 §1). */
export const UK_BRAND_WORD = 'clearfour';

export const BRANDS: Record<BrandId, Brand> = {
  provider: {
    id: 'provider',
    name: 'Quartet',
    logoPath: 'brands/quartet-logo.svg',
    faviconPath: 'brands/quartet-favicon.svg',
    primaryColourName: 'quartet',
    colours: [
      '#e6fbf6',
      '#c2f3e6',
      '#99ebd6',
      '#6de2c5',
      '#47d9b6',
      '#22c9a1',
      '#18a584',
      '#118067',
      '#0a5c4a',
      '#03382d',
    ],
    customerLoginUrl: 'https://www.quartet.example/customer-login',
    supportHours: {
      AU: msg('help.supportHours.au'),
      NZ: msg('help.supportHours.nz'),
      CA: msg('help.supportHours.ca'),
    },
  },
  uk: {
    id: 'uk',
    name: 'Clearfour',
    logoPath: 'brands/clearfour-logo.svg',
    faviconPath: 'brands/clearfour-favicon.svg',
    primaryColourName: 'clearfour',
    colours: [
      '#eef0ff',
      '#d5daff',
      '#b3bcfd',
      '#8f9cfa',
      '#6e7ff6',
      '#5166ef',
      '#3d4fd6',
      '#2f3daa',
      '#222c7d',
      '#151b51',
    ],
    customerLoginUrl: 'https://www.clearfour.example/customer-login',
    supportHours: {
      UK: msg('help.supportHours.uk'),
    },
  },
  cashApp: {
    id: 'cashApp',
    name: 'Quartet Cash',
    logoPath: 'brands/quartet-cash-logo.svg',
    faviconPath: 'brands/quartet-cash-favicon.svg',
    primaryColourName: 'quartetCash',
    colours: [
      '#e8fce9',
      '#c6f6c8',
      '#9eeea3',
      '#74e47c',
      '#4fda59',
      '#2fc93a',
      '#24a42d',
      '#1a7f22',
      '#115a17',
      '#08360c',
    ],
    customerLoginUrl: 'https://www.quartet.example/cash/customer-login',
    supportHours: {
      US: msg('help.supportHours.us'),
    },
  },
};

/** The brand each country code gives (doc 1 §1: AU, CA, NZ provider; GB/UK UK brand; US cash app). */
export const BRAND_BY_COUNTRY: Record<CountryCode, BrandId> = {
  AU: 'provider',
  CA: 'provider',
  NZ: 'provider',
  UK: 'uk',
  US: 'cashApp',
};

/** `<Brand name> Merchant Portal`, the document title of every page. */
export function pageTitle(brand: Brand): Message {
  return msg('common.siteTitle', { brand: brand.name });
}
