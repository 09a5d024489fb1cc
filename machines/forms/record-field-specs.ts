/** How each field of the business details forms is asked (doc 1 §3 "UI types"). */
import { COUNTRY_OPTIONS } from '../../domain/countries/country-options';
import type { CompanyInformationField } from '../../domain/business-details/company-information';
import type { LocationField } from '../../domain/business-details/location';
import type { OwnerField } from '../../domain/business-details/owner';
import type { StoreDetailsField } from '../../domain/business-details/store-details';
import { acquirerOptionsFor } from '../../domain/picklists/acquirers';
import { annualSalesBandOptionsFor } from '../../domain/picklists/annual-sales-bands';
import { AVE_TIME_TO_SHIP_OPTIONS } from '../../domain/picklists/ave-time-to-ship';
import { businessTypeOptionsFor } from '../../domain/picklists/business-types';
import {
  CURRENCIES_AVAILABLE_OPTIONS,
  INTERESTED_IN_XBT_OPTIONS,
} from '../../domain/picklists/cross-border-trade';
import { HEALTH_SUB_INDUSTRIES } from '../../domain/picklists/health-sub-industries';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import { platformOptionsFor } from '../../domain/picklists/platforms';
import { salesChannelOptionsFor } from '../../domain/picklists/sales-channels';
import {
  NZ_CERTIFIED_ID_HINT,
  NZ_VERIFICATION_METHOD_OPTIONS,
} from '../../domain/picklists/verification-methods';
import type { CountryCode } from '../../domain/countries/country-code';
import type { InputKind, Options } from './field-view';
import type { Text } from '../../domain/i18n/message';

/** How a field of a section is asked. */
export interface FieldSpec {
  kind: InputKind;
  /** The pick list in the merchant's country. */
  options?: (country: CountryCode | undefined) => Options;
  /** A line under the label saying what the field must hold. */
  description?: Text;
}

const text: FieldSpec = { kind: 'text' };
const yesNo: FieldSpec = { kind: 'yesNo' };
const byCountry =
  <T>(list: (country: NonNullable<Parameters<typeof businessTypeOptionsFor>[0]>) => T) =>
  (country: Parameters<typeof businessTypeOptionsFor>[0] | undefined) =>
    country ? list(country) : [];

/** Company information fields other than the business address, in the order shown. */
export const COMPANY_FIELDS: Partial<Record<CompanyInformationField, FieldSpec>> = {
  registeredCountry: {
    kind: 'select',
    options: () => COUNTRY_OPTIONS,
  },
  businessType: { kind: 'select', options: byCountry(businessTypeOptionsFor) },
  legalBusinessName: text,
  abn: { kind: 'number' },
  ein: { kind: 'number' },
  craBusinessNumber: { kind: 'number' },
  craRegistryId: text,
  companyNumber: text,
  registrationNumber: { kind: 'number' },
  stockMarketLister: text,
  hasConstitution: yesNo,
  hasShareholderAgreement: yesNo,
  partnershipAgreement: { kind: 'file' },
  trustDeed: { kind: 'file' },
  proofOfInsurance: { kind: 'file' },
  // Shown under the address, after every other field (doc 2 §4, NZ).
  businessAddressConfirmed: { kind: 'checkbox' },
};

/** The business address parts, under the company form's names. */
export const BUSINESS_ADDRESS = {
  street: 'businessStreet',
  street2: 'businessStreet2',
  city: 'businessCity',
  state: 'businessState',
  postalCode: 'businessPostalCode',
} as const;

/** Store details fields, in the order shown. */
export const STORE_FIELDS: Partial<Record<StoreDetailsField, FieldSpec>> = {
  storeName: text,
  industry: { kind: 'select', options: () => INDUSTRY_OPTIONS },
  subIndustry: { kind: 'select', options: () => HEALTH_SUB_INDUSTRIES },
  salesChannel: { kind: 'select', options: byCountry(salesChannelOptionsFor) },
  website: { kind: 'url' },
  websiteNotLive: { kind: 'checkbox' },
  facebookUrl: { kind: 'url' },
  platform: { kind: 'select', options: byCountry(platformOptionsFor) },
  contactlessPayment: yesNo,
  acquirer: { kind: 'select', options: byCountry(acquirerOptionsFor) },
  numOfStores: { kind: 'number' },
  multiTerminal: yesNo,
  totalAnnualSales: { kind: 'select', options: byCountry(annualSalesBandOptionsFor) },
  totalAnnualSalesInStore: { kind: 'number' },
  selfFulfillment: yesNo,
  aveTimeToShip: { kind: 'select', options: () => AVE_TIME_TO_SHIP_OPTIONS },
  preOrders: yesNo,
  interestedInXBT: { kind: 'select', options: () => INTERESTED_IN_XBT_OPTIONS },
  currenciesAvailable: { kind: 'multi', options: () => CURRENCIES_AVAILABLE_OPTIONS },
  reseller: yesNo,
  ddsRestricted: yesNo,
  artisan: yesNo,
  nonFamilyEmployee: yesNo,
};

/** Owner fields other than the home address, in the order shown. */
export const OWNER_FIELDS: Partial<Record<OwnerField, FieldSpec>> = {
  firstName: text,
  lastName: text,
  dob: { kind: 'dob' },
  ssn: { kind: 'secret' },
  // Asked below the home address it depends on (Nebraska, doc 1 §9).
  wardOfState: yesNo,
  govId: { kind: 'idFile' },
  govIdBackside: { kind: 'idFile' },
  verificationMethod: { kind: 'select', options: () => NZ_VERIFICATION_METHOD_OPTIONS },
  certifiedGovIdPrimary: { kind: 'idFile', description: NZ_CERTIFIED_ID_HINT },
  certifiedGovIdSecondary: { kind: 'idFile', description: NZ_CERTIFIED_ID_HINT },
  ownershipConfirmed: { kind: 'checkbox' },
};

/** The home address parts, under the owner's names. */
export const OWNER_ADDRESS = {
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
} as const;

/** Location fields other than the address, in the order shown. */
export const LOCATION_FIELDS: Partial<Record<LocationField, FieldSpec>> = {
  locationName: text,
  branchNumber: { kind: 'number' },
  isMall: yesNo,
  mallName: text,
  isResidence: yesNo,
};

/** The store address parts, under the location's names. */
export const LOCATION_ADDRESS = {
  street: 'locationStreet',
  street2: 'locationStreet2',
  city: 'locationCity',
  state: 'locationState',
  postalCode: 'locationPostalCode',
} as const;
