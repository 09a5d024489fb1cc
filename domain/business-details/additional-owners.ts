import { toCountryCode } from '../countries/country-code';
import type { CountryCode } from '../countries/country-code';
import { isSoleTrader } from '../picklists/business-types';

/** doc 2 §4: countries where only one owner is ever listed, whatever the business type. */
export const SINGLE_OWNER_COUNTRIES: readonly CountryCode[] = ['AU'];

/**
 * True when owners beyond the first may be listed (doc 1 §4, doc 2 §4): never in Australia, and
 * not for the country's sole trader (Sole Proprietorship in the US and Canada, Sole Trader in NZ
 * and the UK). An unknown country allows none until it is chosen.
 */
export function additionalOwnersAllowed(
  registeredCountry: string | undefined,
  businessType: string | undefined,
): boolean {
  const country = toCountryCode(registeredCountry);
  if (!country || SINGLE_OWNER_COUNTRIES.includes(country)) return false;
  return !isSoleTrader(country, businessType);
}
