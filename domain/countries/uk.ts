import type { CountryRules } from './country-rules';
import { ACQUIRERS_BY_COUNTRY } from '../picklists/acquirers';
import { ANNUAL_SALES_BANDS_UK } from '../picklists/annual-sales-bands';
import { BUSINESS_TYPES_BY_COUNTRY } from '../picklists/business-types';
import { PLATFORMS_BY_COUNTRY } from '../picklists/platforms';
import { hasSalesChannelChoice, salesChannelsFor } from '../picklists/sales-channels';
import { stateEntryFor } from '../picklists/states';

/** United Kingdom (coded UK in merchant records, GB in phone and locale data). */
export const UK_RULES: CountryRules = {
  code: 'UK',
  businessTypes: BUSINESS_TYPES_BY_COUNTRY.UK,
  stateEntry: stateEntryFor('UK'),
  salesChannels: salesChannelsFor('UK'),
  hasSalesChannelChoice: hasSalesChannelChoice('UK'),
  acquirers: ACQUIRERS_BY_COUNTRY.UK,
  platforms: PLATFORMS_BY_COUNTRY.UK,
  annualSalesBands: ANNUAL_SALES_BANDS_UK,
  lowSalesBand: ANNUAL_SALES_BANDS_UK[0],
  selfServeInStore: false,
  hasSecondaryBank: true,
  bankFormat: 'ukSortCode',
  // doc 2 §5: UK 5 to 8
  postalCode: { minLength: 5, maxLength: 8 },
  dobFormat: 'DD-MM-YYYY',
  phoneDigits: { min: 5, max: 15 },
};
