import type { CountryRules } from './country-rules';
import { ACQUIRERS_BY_COUNTRY } from '../picklists/acquirers';
import { ANNUAL_SALES_BANDS_US_CA } from '../picklists/annual-sales-bands';
import { BUSINESS_TYPES_BY_COUNTRY } from '../picklists/business-types';
import { PLATFORMS_BY_COUNTRY } from '../picklists/platforms';
import { hasSalesChannelChoice, salesChannelsFor } from '../picklists/sales-channels';
import { stateEntryFor } from '../picklists/states';

/** United States. */
export const US_RULES: CountryRules = {
  code: 'US',
  businessTypes: BUSINESS_TYPES_BY_COUNTRY.US,
  stateEntry: stateEntryFor('US'),
  salesChannels: salesChannelsFor('US'),
  hasSalesChannelChoice: hasSalesChannelChoice('US'),
  acquirers: ACQUIRERS_BY_COUNTRY.US,
  platforms: PLATFORMS_BY_COUNTRY.US,
  annualSalesBands: ANNUAL_SALES_BANDS_US_CA,
  lowSalesBand: ANNUAL_SALES_BANDS_US_CA[0],
  selfServeInStore: true,
  hasSecondaryBank: true,
  bankFormat: 'usRouting',
  // doc 2 §5: US 5 to 10 (ZIP or ZIP+4)
  postalCode: { minLength: 5, maxLength: 10 },
  dobFormat: 'MM-DD-YYYY',
  phoneDigits: { min: 5, max: 15 },
};
