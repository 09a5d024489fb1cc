import type { CountryRules } from './country-rules';
import { ACQUIRERS_BY_COUNTRY } from '../picklists/acquirers';
import { ANNUAL_SALES_BANDS_US_CA } from '../picklists/annual-sales-bands';
import { BUSINESS_TYPES_BY_COUNTRY } from '../picklists/business-types';
import { PLATFORMS_BY_COUNTRY } from '../picklists/platforms';
import { hasSalesChannelChoice, salesChannelsFor } from '../picklists/sales-channels';
import { stateEntryFor } from '../picklists/states';

/** Canada: online only, no acquirer, no secondary bank. */
export const CA_RULES: CountryRules = {
  code: 'CA',
  businessTypes: BUSINESS_TYPES_BY_COUNTRY.CA,
  stateEntry: stateEntryFor('CA'),
  salesChannels: salesChannelsFor('CA'),
  hasSalesChannelChoice: hasSalesChannelChoice('CA'),
  acquirers: ACQUIRERS_BY_COUNTRY.CA,
  platforms: PLATFORMS_BY_COUNTRY.CA,
  annualSalesBands: ANNUAL_SALES_BANDS_US_CA,
  lowSalesBand: ANNUAL_SALES_BANDS_US_CA[0],
  selfServeInStore: false,
  hasSecondaryBank: false,
  bankFormat: 'canadaTransit',
  // doc 2 §5: Canada 6 to 7 characters then format A1A 1A1
  postalCode: { minLength: 6, maxLength: 7, format: 'A1A 1A1' },
  dobFormat: 'MM-DD-YYYY',
  phoneDigits: { min: 5, max: 15 },
};
