/**
 * The country a visit most likely comes from, read from the same signals as the brand (doc 1 §1):
 * the country URL parameter, then the browser time zone, then the language region.
 */
import { toCountryCode, type CountryCode } from '../countries/country-code';
import { regionOfLanguageTag, type BrandSignals } from './select-brand';
import { countryOfTimeZone } from './time-zone-countries';

export function visitCountry(signals: BrandSignals): CountryCode | undefined {
  return (
    toCountryCode(signals.countryParam) ??
    countryOfTimeZone(signals.timeZone) ??
    toCountryCode(regionOfLanguageTag(signals.languageRegion))
  );
}
