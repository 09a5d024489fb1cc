import { emptyFormCompletedState, type FormCompletedState } from '../session/form-completion';
import {
  emptyPrimaryBank,
  emptySecondaryBank,
  type PrimaryBank,
  type SecondaryBank,
} from '../bank/bank';
import {
  emptyCompanyInformation,
  type CompanyInformation,
} from '../business-details/company-information';
import {
  emptyCashPay,
  emptyCustomerSupport,
  type CashPay,
  type CustomerSupport,
} from '../customer-support/customer-support';
import { emptyLead, type Lead } from '../lead/lead';
import { emptyLocation, type Location } from '../business-details/location';
import { emptyMerchantAccount, type MerchantAccount } from './merchant-account';
import { emptyOwner, type Owner } from '../business-details/owner';
import { emptyStoreDetails, type StoreDetails } from '../business-details/store-details';

/** An uploaded spreadsheet of store locations, given instead of listing them (doc 1 §3). */
export interface StoreLocationsFile {
  name: string;
  path: string;
}

/** Everything a merchant has answered, plus the account the back office keeps (doc 1 §3). */
export interface Merchant {
  lead: Lead;
  companyInformation: CompanyInformation;
  storeDetails: StoreDetails;
  /** Never empty: the first owner is always present. */
  owners: Owner[];
  locations: Location[];
  primaryBank: PrimaryBank;
  secondaryBank: SecondaryBank;
  customerSupport: CustomerSupport;
  cashPay: CashPay;
  merchantAccount: MerchantAccount;
  storeLocationsFile: StoreLocationsFile | null;
  formCompletion: FormCompletedState;
}

/** A merchant who has answered nothing: one owner, one location slot (doc 2 §9). */
export function emptyMerchant(): Merchant {
  return {
    lead: emptyLead(),
    companyInformation: emptyCompanyInformation(),
    storeDetails: emptyStoreDetails(),
    owners: [emptyOwner()],
    locations: [emptyLocation(0)],
    primaryBank: emptyPrimaryBank(),
    secondaryBank: emptySecondaryBank(),
    customerSupport: emptyCustomerSupport(),
    cashPay: emptyCashPay(),
    merchantAccount: emptyMerchantAccount(),
    storeLocationsFile: null,
    formCompletion: emptyFormCompletedState(),
  };
}
