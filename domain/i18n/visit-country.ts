/**
 * The country a visit comes from, read from the same signals as its brand (doc 1 §1): the
 * `country` parameter, then the browser's time zone, then its language region. It decides which
 * languages the first page offers (a visitor from Canada may read it in French).
 */
import type { BrandSignals } from '../brands/select-brand';
import { regionOfLanguageTag } from '../brands/select-brand';
import { countryOfTimeZone } from '../brands/time-zone-countries';
import { toCountryCode, type CountryCode } from '../countries/country-code';

export function visitCountryOf(signals: BrandSignals): CountryCode | null {
  return (
    toCountryCode(signals.countryParam) ??
    countryOfTimeZone(signals.timeZone) ??
    toCountryCode(regionOfLanguageTag(signals.languageRegion)) ??
    null
  );
}
