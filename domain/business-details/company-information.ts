import { DEFAULT_NO } from '../picklists/yes-no';

/**
 * The Company and business type form (doc 1 §3 "companyInformation"). File fields (trustDeed,
 * partnershipAgreement, proofOfInsurance) hold the stored upload's path; '' means none yet.
 */
export interface CompanyInformation {
  registeredCountry: string;
  businessType: string;
  companyNumber: string;
  registrationNumber: string;
  trustDeed: string;
  legalBusinessName: string;
  stockMarketLister: string;
  hasConstitution: string;
  hasShareholderAgreement: string;
  craBusinessNumber: string;
  craRegistryId: string;
  ein: string;
  abn: string;
  businessStreet: string;
  businessStreet2: string;
  businessCity: string;
  businessState: string;
  businessPostalCode: string;
  partnershipAgreement: string;
  proofOfInsurance: string;
  /** doc 2 §4: NZ companies tick that the address matches the one registered to their NZBN. */
  businessAddressConfirmed: boolean;
}

/** The field names of the company information form. */
export type CompanyInformationField = keyof CompanyInformation;

/** An unanswered form; hasConstitution and hasShareholderAgreement default to No (doc 2 §3). */
export function emptyCompanyInformation(registeredCountry = ''): CompanyInformation {
  return {
    registeredCountry,
    businessType: '',
    companyNumber: '',
    registrationNumber: '',
    trustDeed: '',
    legalBusinessName: '',
    stockMarketLister: '',
    hasConstitution: DEFAULT_NO,
    hasShareholderAgreement: DEFAULT_NO,
    craBusinessNumber: '',
    craRegistryId: '',
    ein: '',
    abn: '',
    businessStreet: '',
    businessStreet2: '',
    businessCity: '',
    businessState: '',
    businessPostalCode: '',
    partnershipAgreement: '',
    proofOfInsurance: '',
    businessAddressConfirmed: false,
  };
}
