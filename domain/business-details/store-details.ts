import { DEFAULT_SALES_CHANNEL } from '../picklists/sales-channels';
import { DEFAULT_NO } from '../picklists/yes-no';

/**
 * The About your store form (doc 1 §3 "storeDetails"). currenciesAvailable is a MultiSelect held
 * as a list and joined with ';' only in the payload (doc 2 §5).
 */
export interface StoreDetails {
  storeName: string;
  salesChannel: string;
  contactlessPayment: string;
  website: string;
  facebookUrl: string;
  platform: string;
  numOfStores: string;
  acquirer: string;
  totalAnnualSales: string;
  totalAnnualSalesInStore: string;
  industry: string;
  subIndustry: string;
  selfFulfillment: string;
  aveTimeToShip: string;
  interestedInXBT: string;
  currenciesAvailable: string[];
  preOrders: string;
  /** A checkbox: the Australian merchant's website is not live yet. */
  websiteNotLive: boolean;
  ddsRestricted: string;
  artisan: string;
  nonFamilyEmployee: string;
  reseller: string;
  multiTerminal: string;
  /** Computed from country, channel and multiTerminal; never typed (doc 2 §4). */
  selfServeInStore: boolean;
}

/** The field names of the store details form. */
export type StoreDetailsField = keyof StoreDetails;

/** An unanswered form: Online Only, multiTerminal No (doc 1 §3). */
export function emptyStoreDetails(): StoreDetails {
  return {
    storeName: '',
    salesChannel: DEFAULT_SALES_CHANNEL,
    contactlessPayment: '',
    website: '',
    facebookUrl: '',
    platform: '',
    numOfStores: '',
    acquirer: '',
    totalAnnualSales: '',
    totalAnnualSalesInStore: '',
    industry: '',
    subIndustry: '',
    selfFulfillment: '',
    aveTimeToShip: '',
    interestedInXBT: '',
    currenciesAvailable: [],
    preOrders: '',
    websiteNotLive: false,
    ddsRestricted: '',
    artisan: '',
    nonFamilyEmployee: '',
    reseller: '',
    multiTerminal: DEFAULT_NO,
    selfServeInStore: false,
  };
}
