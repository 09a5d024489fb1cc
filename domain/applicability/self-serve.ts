import { toCountryCode } from '../countries/country-code';
import { isInStoreChannel } from '../picklists/sales-channels';
import { rulesOf } from './conditions';

/**
 * selfServeInStore (doc 1 §4, doc 2 §4): true when the country offers self-serve in-store
 * activation (US, Australia), the channel sells in store and the merchant has no multi-terminal
 * setup (multiTerminal No).
 */
export function computeSelfServeInStore(
  registeredCountry: string | undefined,
  salesChannel: string | undefined,
  multiTerminal: string | undefined,
): boolean {
  const rules = rulesOf(toCountryCode(registeredCountry));
  return !!rules?.selfServeInStore && isInStoreChannel(salesChannel) && multiTerminal === 'No';
}

/** doc 2 §4: the automated bank-link flow's business types per country. */
export const BANK_LINK_BUSINESS_TYPES: Readonly<Partial<Record<string, readonly string[]>>> = {
  US: ['Sole Proprietorship', 'Corporation', 'LLC'],
  CA: ['Sole Proprietorship', 'Corporation', 'Partnership'],
};

/** True when the merchant may link a bank through the automated flow (doc 2 §4). */
export function isBankLinkEligible(
  registeredCountry: string | undefined,
  businessType: string | undefined,
): boolean {
  const country = toCountryCode(registeredCountry);
  return !!country && !!businessType && !!BANK_LINK_BUSINESS_TYPES[country]?.includes(businessType);
}
