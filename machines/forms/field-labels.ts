/**
 * The visible label of every field of the lead and business details forms. End-to-end tests find
 * the fields by these labels.
 */
import type { CompanyInformationField } from '../../domain/business-details/company-information';
import type { LeadField } from '../../domain/lead/lead';
import type { LocationField } from '../../domain/business-details/location';
import type { OwnerField } from '../../domain/business-details/owner';
import type { StoreDetailsField } from '../../domain/business-details/store-details';
import { ONLINE_AND_IN_STORE_LABEL } from '../../domain/business-details/shared-store-rules';
import type { CountryCode } from '../../domain/countries/country-code';
import { postalCodeWord, stateWord } from '../../domain/countries/local-words';

const STORE_LABELS = {
  storeName: 'Store name',
  salesChannel: 'Where do you sell?',
  contactlessPayment: 'Do your stores accept contactless payment?',
  website: 'Website',
  platform: 'E-commerce platform',
  acquirer: 'Payment acquirer',
  numOfStores: 'Number of stores',
  totalAnnualSales: 'Total annual sales',
  totalAnnualSalesInStore: 'Annual in-store sales',
  industry: 'Industry',
  subIndustry: 'Health category',
} as const;

export const LEAD_LABELS: Record<LeadField, string> = {
  ...STORE_LABELS,
  firstName: 'First name',
  lastName: 'Last name',
  registeredCountry: 'Country of registration',
  phone: 'Phone number',
  email: 'Email',
  franchisee: 'Are you a franchisee?',
  franchiseName: 'Franchise name',
};

/** The label of totalAnnualSales when the merchant sells online and in store (doc 2 §4). */
export const LABEL_VARIANTS: Record<string, string> = {
  [ONLINE_AND_IN_STORE_LABEL]: 'Total annual sales (online and in-store)',
};

export const COMPANY_LABELS: Record<CompanyInformationField, string> = {
  registeredCountry: 'Country of registration',
  businessType: 'Business type',
  legalBusinessName: 'Legal business name',
  companyNumber: 'Company number',
  registrationNumber: 'Company registration number',
  trustDeed: 'Trust deed',
  stockMarketLister: 'Stock market ticker',
  hasConstitution: 'Does the company have a constitution?',
  hasShareholderAgreement: 'Does the company have a shareholder agreement?',
  craBusinessNumber: 'Business Number (BN)',
  craRegistryId: 'Provincial registry ID',
  ein: 'Employer Identification Number (EIN)',
  abn: 'Australian Business Number (ABN)',
  businessStreet: 'Business street address',
  businessStreet2: 'Business address line 2',
  businessCity: 'Business city',
  businessState: 'Business state or province',
  businessPostalCode: 'Business postal code',
  partnershipAgreement: 'Partnership agreement',
  proofOfInsurance: 'Proof of insurance',
  businessAddressConfirmed: 'This address matches the one registered to our NZBN',
};

export const STORE_DETAILS_LABELS: Record<StoreDetailsField, string> = {
  ...STORE_LABELS,
  facebookUrl: 'Facebook page',
  selfFulfillment: 'Do you ship your own orders?',
  aveTimeToShip: 'Average time to ship',
  interestedInXBT: 'Interested in selling to shoppers abroad?',
  currenciesAvailable: 'Currencies you accept',
  preOrders: 'Do you take pre-orders?',
  websiteNotLive: 'My website is not live yet',
  ddsRestricted: 'Do you offer quick-service food or food delivery?',
  artisan: 'Are you an artisan?',
  nonFamilyEmployee: 'Do you have employees outside your family?',
  reseller: 'Do you resell footwear from other brands?',
  multiTerminal: 'Do you use more than one payment terminal per store?',
  selfServeInStore: 'Self-serve in-store activation',
};

export const OWNER_LABELS: Record<OwnerField, string> = {
  firstName: 'Owner first name',
  lastName: 'Owner last name',
  dob: 'Date of birth',
  // doc 1 §3: social security, social insurance or tax id by country; it applies in the US.
  ssn: 'Social Security Number',
  street: 'Home street address',
  street2: 'Home address line 2',
  city: 'City',
  state: 'State or province',
  postalCode: 'Postal code',
  govId: 'Government ID (front)',
  govIdBackside: 'Government ID (back)',
  verificationMethod: 'Verification method',
  certifiedGovIdPrimary: 'Certified ID',
  certifiedGovIdSecondary: 'Second certified ID',
  ownershipConfirmed: 'This person owns or controls at least 25% of the business',
  wardOfState: 'Is this person a ward of the state?',
};

export const LOCATION_LABELS: Record<LocationField, string> = {
  locationName: 'Location name',
  branchNumber: 'Branch number',
  isMall: 'Is this store in a mall?',
  mallName: 'Mall name',
  isResidence: 'Is this location a residence?',
  locationStreet: 'Store street address',
  locationStreet2: 'Store address line 2',
  locationCity: 'Store city',
  locationState: 'Store state or province',
  locationPostalCode: 'Store postal code',
  label: 'Label',
};

/** Replaces `phrase` in `label` by `word`, keeping a capital where the phrase starts the label. */
function replacePhrase(label: string, phrase: string, word: string): string {
  const at = label.toLowerCase().indexOf(phrase);
  if (at < 0) return label;
  const replacement = at === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  return label.slice(0, at) + replacement + label.slice(at + phrase.length);
}

/**
 * A label in the merchant's country's words: "Postal code" is "ZIP code" in the US and
 * "Postcode" in Australia, New Zealand and the UK; "State or province" is "State" in the US,
 * "State or territory" in Australia (domain/countries/local-words, decision 0110).
 */
export function localLabel(label: string, country: CountryCode | undefined): string {
  if (!country) return label;
  return replacePhrase(
    replacePhrase(label, 'postal code', postalCodeWord(country)),
    'state or province',
    stateWord(country),
  );
}
