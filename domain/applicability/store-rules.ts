import type { LeadField } from '../merchant/lead';
import type { StoreDetailsField } from '../merchant/store-details';
import {
  DDS_RESTRICTED_INDUSTRIES,
  FOOTWEAR_INDUSTRY,
  HEALTH_INDUSTRY,
  XBT_EXCLUDED_INDUSTRIES,
} from '../picklists/industries';
import type { Rule } from './conditions';
import { NOT_ASKED, OPTIONAL, REQUIRED, type FieldRule, type SectionRules } from './field-rule';

const online: Rule = { online: true };
const inStore: Rule = { inStore: true };
const ONLINE_AND_IN_STORE = 'Online and In-store';

/** The label variant of totalAnnualSales when the merchant sells both online and in store. */
export const ONLINE_AND_IN_STORE_LABEL = 'onlineAndInStore';

/** Fields the lead form and the store details form share (doc 2 §4 "Store details and lead"). */
type SharedStoreField = LeadField & StoreDetailsField;

const SHARED_STORE_RULES: Readonly<Record<SharedStoreField, FieldRule>> = {
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

/** The lead form (doc 1 §2 "Lead form"). */
export const LEAD_RULES: SectionRules<LeadField> = {
  fields: {
    ...SHARED_STORE_RULES,
    firstName: REQUIRED,
    lastName: REQUIRED,
    registeredCountry: REQUIRED,
    phone: REQUIRED,
    email: REQUIRED,
    franchisee: REQUIRED,
    franchiseName: { applies: { answers: { franchisee: ['Yes'] } } },
  },
};

/** The About your store form (doc 2 §4 "Store details and lead"). */
export const STORE_DETAILS_RULES: SectionRules<StoreDetailsField> = {
  fields: {
    ...SHARED_STORE_RULES,
    facebookUrl: OPTIONAL,
    multiTerminal: { applies: inStore },
    selfFulfillment: {
      applies: [{ countries: ['UK', 'US', 'CA'] }, { countries: ['AU', 'NZ'], online: true }],
    },
    aveTimeToShip: {
      applies: [{ countries: ['UK', 'US', 'CA'] }, { countries: ['AU', 'NZ'], online: true }],
    },
    // Pre-orders only matter to a store that ships; answering is optional.
    preOrders: { applies: online, required: false },
    interestedInXBT: {
      applies: [
        { countries: ['CA'] },
        { countries: ['AU', 'NZ'], online: true, notIndustries: XBT_EXCLUDED_INDUSTRIES },
      ],
    },
    currenciesAvailable: {
      applies: {
        countries: ['AU', 'NZ'],
        online: true,
        notIndustries: XBT_EXCLUDED_INDUSTRIES,
        answers: { interestedInXBT: ['Yes'] },
      },
    },
    reseller: { applies: { countries: ['UK'], industries: [FOOTWEAR_INDUSTRY] } },
    websiteNotLive: { applies: { countries: ['AU'] }, required: false },
    ddsRestricted: { applies: { countries: ['AU'], industries: DDS_RESTRICTED_INDUSTRIES } },
    // doc 2 §4: Quebec sole proprietors answer the artisan and non-family employee questions.
    artisan: {
      applies: { countries: ['CA'], states: ['Quebec'], businessTypes: ['Sole Proprietorship'] },
    },
    nonFamilyEmployee: {
      applies: { countries: ['CA'], states: ['Quebec'], businessTypes: ['Sole Proprietorship'] },
    },
    selfServeInStore: NOT_ASKED,
  },
};
