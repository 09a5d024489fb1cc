import type { StoreDetailsField } from './store-details';
import {
  DDS_RESTRICTED_INDUSTRIES,
  FOOTWEAR_INDUSTRY,
  XBT_EXCLUDED_INDUSTRIES,
} from '../picklists/industries';
import type { Rule } from '../applicability/conditions';
import { NOT_ASKED, OPTIONAL, type SectionRules } from '../applicability/field-rule';
import { SHARED_STORE_RULES } from './shared-store-rules';

export { ONLINE_AND_IN_STORE_LABEL } from './shared-store-rules';

const online: Rule = { online: true };
const inStore: Rule = { inStore: true };

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
