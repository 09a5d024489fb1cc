import type { LeadField } from '../lead/lead';
import type { StoreDetailsField } from './store-details';
import { HEALTH_INDUSTRY } from '../picklists/industries';
import type { Rule } from '../applicability/conditions';
import { REQUIRED, type FieldRule } from '../applicability/field-rule';

const inStore: Rule = { inStore: true };
const ONLINE_AND_IN_STORE = 'Online and In-store';

/** The label variant of totalAnnualSales when the merchant sells both online and in store. */
export const ONLINE_AND_IN_STORE_LABEL = 'onlineAndInStore';

/** Fields the lead form and the store details form share (doc 2 §4 "Store details and lead"). */
export type SharedStoreField = LeadField & StoreDetailsField;

/** The rules of the fields both forms ask. */
export const SHARED_STORE_RULES: Readonly<Record<SharedStoreField, FieldRule>> = {
  storeName: REQUIRED,
  industry: REQUIRED,
  // doc 2 §3: the channel choice is shown only for AU, NZ, UK and US; Canada keeps Online Only.
  salesChannel: { shown: { countryFlag: 'hasSalesChannelChoice' } },
  contactlessPayment: { applies: inStore },
  // doc 2 §4, §9: acquirer applies to in-store channels of the countries with an acquirer choice.
  acquirer: { applies: { inStore: true, countryFlag: 'hasSalesChannelChoice' } },
  numOfStores: { applies: { countries: ['AU', 'NZ', 'US'], inStore: true } },
  platform: {
    applies: [{ countries: ['CA', 'UK'] }, { countries: ['AU', 'NZ', 'US'], online: true }],
  },
  // doc 2 §5: website is required when the channel is In-store Only.
  website: { required: { channels: ['In-store Only'] } },
  totalAnnualSales: {
    labelVariants: [
      { variant: ONLINE_AND_IN_STORE_LABEL, when: { channels: [ONLINE_AND_IN_STORE] } },
    ],
  },
  // The in-store share of sales is asked only when the store also sells online.
  totalAnnualSalesInStore: { applies: { channels: [ONLINE_AND_IN_STORE] } },
  subIndustry: { applies: { countries: ['AU', 'NZ'], industries: [HEALTH_INDUSTRY] } },
};
