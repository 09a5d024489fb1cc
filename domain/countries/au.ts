import type { CountryRules } from './country-rules';
import { ACQUIRERS_BY_COUNTRY } from '../picklists/acquirers';
import { ANNUAL_SALES_BANDS_AU_NZ } from '../picklists/annual-sales-bands';
import { BUSINESS_TYPES_BY_COUNTRY } from '../picklists/business-types';
import { PLATFORMS_BY_COUNTRY } from '../picklists/platforms';
import { hasSalesChannelChoice, salesChannelsFor } from '../picklists/sales-channels';
import { stateEntryFor } from '../picklists/states';

/** Australia. */
export const AU_RULES: CountryRules = {
  code: 'AU',
  businessTypes: BUSINESS_TYPES_BY_COUNTRY.AU,
  stateEntry: stateEntryFor('AU'),
  salesChannels: salesChannelsFor('AU'),
  hasSalesChannelChoice: hasSalesChannelChoice('AU'),
  acquirers: ACQUIRERS_BY_COUNTRY.AU,
  platforms: PLATFORMS_BY_COUNTRY.AU,
  annualSalesBands: ANNUAL_SALES_BANDS_AU_NZ,
  lowSalesBand: ANNUAL_SALES_BANDS_AU_NZ[0],
  selfServeInStore: true,
  hasSecondaryBank: true,
  bankFormat: 'auBsb',
  // doc 2 §5: Australia and NZ exactly 4
  postalCode: { minLength: 4, maxLength: 4 },
  dobFormat: 'DD-MM-YYYY',
  phoneDigits: { min: 5, max: 15 },
};
