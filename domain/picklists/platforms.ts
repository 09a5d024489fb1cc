import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';
import { optionsByCountry, type PickList } from './pick-list';

/**
 * E-commerce platforms per country, each list ending with Other, the UK's also with N/A
 * (doc 2 §3). The seeds do not show the entries; these are the platforms with a published
 * buy-now-pay-later integration and a real share of each market according to BuiltWith's
 * e-commerce usage statistics per country (shopping-cart technologies, 2024), plus the
 * country's local platforms (Maropost, formerly Neto, in Australia and New Zealand; ekm in the
 * UK; Lightspeed and Shift4Shop in North America). "Square", "Squarespace" and "Maropost" are
 * spelled as the alternative platform pages and the channel switch expect (doc 1 §2, doc 2 §5).
 */
export const PLATFORMS_BY_COUNTRY = {
  AU: [
    'Shopify',
    'WooCommerce',
    'BigCommerce',
    'Maropost',
    'Magento',
    'Wix',
    'Squarespace',
    'Square',
    'Ecwid',
    'Lightspeed',
    'PrestaShop',
    'OpenCart',
    'Salesforce Commerce Cloud',
    'Custom Built',
    'Other',
  ],
  NZ: [
    'Shopify',
    'WooCommerce',
    'BigCommerce',
    'Maropost',
    'Magento',
    'Wix',
    'Squarespace',
    'Square',
    'Ecwid',
    'Lightspeed',
    'Custom Built',
    'Other',
  ],
  UK: [
    'Shopify',
    'WooCommerce',
    'BigCommerce',
    'Magento',
    'Wix',
    'Squarespace',
    'Square',
    'ekm',
    'PrestaShop',
    'OpenCart',
    'Shopware',
    'Salesforce Commerce Cloud',
    'Custom Built',
    'Other',
    'N/A',
  ],
  US: [
    'Shopify',
    'WooCommerce',
    'BigCommerce',
    'Magento',
    'Wix',
    'Squarespace',
    'Square',
    'Ecwid',
    'Lightspeed',
    'Shift4Shop',
    'Volusion',
    'Salesforce Commerce Cloud',
    'Custom Built',
    'Other',
  ],
  CA: [
    'Shopify',
    'WooCommerce',
    'BigCommerce',
    'Magento',
    'Wix',
    'Squarespace',
    'Square',
    'Ecwid',
    'Lightspeed',
    'Salesforce Commerce Cloud',
    'Custom Built',
    'Other',
  ],
} as const satisfies Record<CountryCode, readonly string[]>;

export type Platform = (typeof PLATFORMS_BY_COUNTRY)[CountryCode][number];

/** The platforms offered to merchants of `country`. */
export function platformsFor(country: CountryCode): readonly Platform[] {
  return PLATFORMS_BY_COUNTRY[country];
}

/**
 * What a merchant reads for the entries that are words; the platforms' names are proper names,
 * shown as they are stored.
 */
export const PLATFORM_LABELS: Readonly<Partial<Record<Platform, Message>>> = {
  'Custom Built': msg('picklists.platform.customBuilt'),
  Other: msg('picklists.platform.other'),
  'N/A': msg('picklists.platform.notApplicable'),
};

const PLATFORM_OPTIONS = optionsByCountry(PLATFORMS_BY_COUNTRY, PLATFORM_LABELS);

/** The platforms of `country` as a Select's options. */
export function platformOptionsFor(country: CountryCode): PickList<Platform> {
  return PLATFORM_OPTIONS[country];
}
