import { CURRENCIES_AVAILABLE, INTERESTED_IN_XBT } from '../picklists/cross-border-trade';
import { AVE_TIME_TO_SHIP } from '../picklists/ave-time-to-ship';
import { HEALTH_SUB_INDUSTRY_VALUES } from '../picklists/health-sub-industries';
import { INDUSTRY_VALUES } from '../picklists/industries';
import { salesChannelsFor } from '../picklists/sales-channels';
import type { LeadField } from '../merchant/lead';
import type { StoreDetailsField } from '../merchant/store-details';
import {
  checkEmail,
  checkInStoreContactless,
  checkMultiSelect,
  checkNumber,
  checkNumOfStores,
  checkPhone,
  checkPickList,
  checkWebsite,
} from '../validators';
import { answerText, type FieldSpec } from './check-context';
import {
  forCountry,
  fromCountryRules,
  oneOf,
  registeredCountryCheck,
  yesNo,
} from './common-checks';

type SharedField = LeadField & StoreDetailsField;

/** doc 2 §5: in-store with contactlessPayment No fails the sales channel. */
const salesChannelCheck: FieldSpec['check'] = (value, ctx) =>
  (ctx.country ? checkPickList(value, salesChannelsFor(ctx.country)) : undefined) ??
  checkInStoreContactless(value, answerText(ctx.answers, 'contactlessPayment'));

const SHARED_SPECS: Partial<Record<SharedField, FieldSpec>> = {
  salesChannel: { check: salesChannelCheck },
  industry: { check: oneOf(INDUSTRY_VALUES) },
  subIndustry: { check: oneOf(HEALTH_SUB_INDUSTRY_VALUES) },
  contactlessPayment: { check: yesNo },
  acquirer: { check: fromCountryRules((r) => r.acquirers) },
  platform: { check: fromCountryRules((r) => r.platforms) },
  totalAnnualSales: { check: fromCountryRules((r) => r.annualSalesBands) },
  totalAnnualSalesInStore: { check: (v) => checkNumber(v) },
  numOfStores: { check: (v) => checkNumOfStores(v) },
  website: { check: (v) => checkWebsite(v) },
};

/** How each lead field is checked (doc 2 §5). */
export const LEAD_SPECS: Partial<Record<LeadField, FieldSpec>> = {
  ...SHARED_SPECS,
  registeredCountry: { check: registeredCountryCheck },
  franchisee: { check: yesNo },
  email: { check: (v) => checkEmail(v) },
  phone: { check: forCountry((v, country) => checkPhone(v, country)) },
};

/** How each store details field is checked (doc 2 §5). */
export const STORE_DETAILS_SPECS: Partial<Record<StoreDetailsField, FieldSpec>> = {
  ...SHARED_SPECS,
  facebookUrl: { check: (v) => checkWebsite(v) },
  multiTerminal: { check: yesNo },
  selfFulfillment: { check: yesNo },
  preOrders: { check: yesNo },
  aveTimeToShip: { check: oneOf(AVE_TIME_TO_SHIP) },
  interestedInXBT: { check: oneOf(INTERESTED_IN_XBT) },
  currenciesAvailable: {
    check: (v) => checkMultiSelect(v, CURRENCIES_AVAILABLE),
    whenMissing: checkMultiSelect('', CURRENCIES_AVAILABLE),
  },
  ddsRestricted: { check: yesNo },
  artisan: { check: yesNo },
  nonFamilyEmployee: { check: yesNo },
  reseller: { check: yesNo },
};
