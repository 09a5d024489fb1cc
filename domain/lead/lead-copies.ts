import type { Merchant } from '../merchant/merchant';
import type { StoreDetails } from '../business-details/store-details';

/** The lead answers copied into the store details (doc 1 §3 "Lead values are copied"). */
export const LEAD_TO_STORE_FIELDS = [
  'storeName',
  'salesChannel',
  'contactlessPayment',
  'website',
  'platform',
  'acquirer',
  'numOfStores',
  'totalAnnualSales',
  'totalAnnualSalesInStore',
  'industry',
  'subIndustry',
] as const satisfies readonly (keyof StoreDetails)[];

const isBlank = (value: string): boolean => value.trim() === '';

/**
 * The merchant with its lead copied forward (doc 1 §3, doc 2 §5 "Lead copies"): owner 0's first
 * and last name, the registered country of the company, and the store details. Only empty
 * answers are filled, so nothing the merchant changed later is overwritten. The store's channel
 * starts as Online Only, so it follows the lead unless the store form was already completed.
 */
export function copyLeadIntoMerchant(merchant: Merchant): Merchant {
  const { lead } = merchant;
  const [first, ...others] = merchant.owners;
  const owner0 = first && {
    ...first,
    firstName: isBlank(first.firstName) ? lead.firstName.trim() : first.firstName,
    lastName: isBlank(first.lastName) ? lead.lastName.trim() : first.lastName,
  };
  const storeDetails = { ...merchant.storeDetails };
  const storeFormDone = merchant.formCompletion.storeDetailsForm;
  for (const field of LEAD_TO_STORE_FIELDS) {
    const fill = field === 'salesChannel' ? !storeFormDone : isBlank(storeDetails[field]);
    if (fill && !isBlank(lead[field])) storeDetails[field] = lead[field].trim();
  }
  const company = merchant.companyInformation;
  return {
    ...merchant,
    owners: owner0 ? [owner0, ...others] : merchant.owners,
    companyInformation: isBlank(company.registeredCountry)
      ? { ...company, registeredCountry: lead.registeredCountry.trim() }
      : company,
    storeDetails,
  };
}
