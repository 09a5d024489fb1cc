import { CURRENCIES_AVAILABLE, INTERESTED_IN_XBT } from '../picklists/cross-border-trade';
import { AVE_TIME_TO_SHIP } from '../picklists/ave-time-to-ship';
import type { StoreDetailsField } from './store-details';
import { checkMultiSelect } from '../validators/pick-list';
import { checkWebsite } from '../validators/website';
import type { FieldSpec } from '../schemas/check-context';
import { oneOf, yesNo } from '../schemas/common-checks';
import { SHARED_SPECS } from './shared-store-checks';

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
