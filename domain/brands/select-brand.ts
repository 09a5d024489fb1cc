/**
 * Chooses the brand for a visit (doc 1 §1): the country URL parameter first, then a URL holding the
 * UK brand word, then the browser time zone, then the browser language region; the provider brand
 * otherwise.
 */
import { toCountryCode } from '../countries/country-code';
import type { BrandId } from './brands';
import { BRAND_BY_COUNTRY, UK_BRAND_WORD } from './brands';
import { countryOfTimeZone } from './time-zone-countries';

export interface BrandSignals {
  /** The `country` query parameter, as written in the URL. */
  countryParam?: string | null;
  /** The full page URL. */
  url?: string | null;
  /** `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone?: string | null;
  /** `navigator.language`, e.g. `en-GB`; a bare region (`GB`) is accepted too. */
  languageRegion?: string | null;
}

/** The region subtag of a language tag (`en-GB` → `GB`, `zh-Hant-TW` → `TW`), if any. */
export function regionOfLanguageTag(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const parts = tag.trim().split(/[-_]/);
  // A bare two-letter tag is read as a region only when written in capitals (`GB`, not `en`).
  if (parts.length === 1) return /^[A-Z]{2}$/.test(parts[0] ?? '') ? parts[0] : undefined;
  const region = parts.slice(1).find((part) => /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase();
}

/** The brand for these signals; each is optional and unreadable values are skipped. */
export function selectBrand(signals: BrandSignals): BrandId {
  const fromParam = toCountryCode(signals.countryParam);
  if (fromParam) return BRAND_BY_COUNTRY[fromParam];

  if (signals.url && signals.url.toLowerCase().includes(UK_BRAND_WORD)) return 'uk';

  const fromZone = countryOfTimeZone(signals.timeZone);
  if (fromZone) return BRAND_BY_COUNTRY[fromZone];

  const fromLanguage = toCountryCode(regionOfLanguageTag(signals.languageRegion));
  if (fromLanguage) return BRAND_BY_COUNTRY[fromLanguage];

  return 'provider';
}
