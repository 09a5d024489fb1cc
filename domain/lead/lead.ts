import { DEFAULT_SALES_CHANNEL } from '../picklists/sales-channels';

/**
 * The lead form's answers (doc 1 §2 "Lead form", §3 "lead"). Every value is the text the merchant
 * typed or picked; '' means unanswered. Pick-list values are checked by the section schema.
 */
export interface Lead {
  firstName: string;
  lastName: string;
  registeredCountry: string;
  salesChannel: string;
  industry: string;
  subIndustry: string;
  storeName: string;
  contactlessPayment: string;
  platform: string;
  acquirer: string;
  franchisee: string;
  franchiseName: string;
  totalAnnualSales: string;
  totalAnnualSalesInStore: string;
  numOfStores: string;
  phone: string;
  website: string;
  email: string;
}

/** The field names of the lead form. */
export type LeadField = keyof Lead;

/** An unanswered lead; every merchant starts online only (doc 2 §3 salesChannel default). */
export function emptyLead(): Lead {
  return {
    firstName: '',
    lastName: '',
    registeredCountry: '',
    salesChannel: DEFAULT_SALES_CHANNEL,
    industry: '',
    subIndustry: '',
    storeName: '',
    contactlessPayment: '',
    platform: '',
    acquirer: '',
    franchisee: '',
    franchiseName: '',
    totalAnnualSales: '',
    totalAnnualSalesInStore: '',
    numOfStores: '',
    phone: '',
    website: '',
    email: '',
  };
}
