import { HEALTH_SUB_INDUSTRY_VALUES } from '../picklists/health-sub-industries';
import { INDUSTRY_VALUES } from '../picklists/industries';
import { salesChannelsFor } from '../picklists/sales-channels';
import type { LeadField } from '../lead/lead';
import type { StoreDetailsField } from './store-details';
import { checkInStoreContactless } from '../validators/in-store-contactless';
import { checkNumber } from '../validators/number';
import { checkPickList } from '../validators/pick-list';
import { checkNumOfStores } from '../validators/store-numbers';
import { checkWebsite } from '../validators/website';
import { answerText, type FieldSpec } from '../schemas/check-context';
import { fromCountryRules, oneOf, yesNo } from '../schemas/common-checks';

type SharedField = LeadField & StoreDetailsField;

/** doc 2 §5: in-store with contactlessPayment No fails the sales channel. */
const salesChannelCheck: FieldSpec['check'] = (value, ctx) =>
  (ctx.country ? checkPickList(value, salesChannelsFor(ctx.country)) : undefined) ??
  checkInStoreContactless(value, answerText(ctx.answers, 'contactlessPayment'));

/** How the fields both forms ask are checked (doc 2 §5). */
export const SHARED_SPECS: Partial<Record<SharedField, FieldSpec>> = {
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
