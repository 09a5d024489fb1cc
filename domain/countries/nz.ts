import type { CountryRules } from './country-rules';
import { ACQUIRERS_BY_COUNTRY } from '../picklists/acquirers';
import { ANNUAL_SALES_BANDS_AU_NZ } from '../picklists/annual-sales-bands';
import { BUSINESS_TYPES_BY_COUNTRY } from '../picklists/business-types';
import { PLATFORMS_BY_COUNTRY } from '../picklists/platforms';
import { hasSalesChannelChoice, salesChannelsFor } from '../picklists/sales-channels';
import { stateEntryFor } from '../picklists/states';

/** New Zealand. */
export const NZ_RULES: CountryRules = {
  code: 'NZ',
  businessTypes: BUSINESS_TYPES_BY_COUNTRY.NZ,
  stateEntry: stateEntryFor('NZ'),
  salesChannels: salesChannelsFor('NZ'),
  hasSalesChannelChoice: hasSalesChannelChoice('NZ'),
  acquirers: ACQUIRERS_BY_COUNTRY.NZ,
  platforms: PLATFORMS_BY_COUNTRY.NZ,
  annualSalesBands: ANNUAL_SALES_BANDS_AU_NZ,
  lowSalesBand: ANNUAL_SALES_BANDS_AU_NZ[0],
  selfServeInStore: false,
  hasSecondaryBank: true,
  bankFormat: 'nzAccount',
  // doc 2 §5: Australia and NZ exactly 4
  postalCode: { minLength: 4, maxLength: 4 },
  dobFormat: 'DD-MM-YYYY',
  // doc 2 §5: NZ numbers 10 to 13
  phoneDigits: { min: 10, max: 13 },
};
