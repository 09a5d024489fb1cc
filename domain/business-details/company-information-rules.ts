import type { CompanyInformationField } from './company-information';
import { REGISTRY_ID_PROVINCES } from '../validators/cra-registry-id';
import { addressRules } from './address-rules';
import { REQUIRED, type SectionRules } from '../applicability/field-rule';

/**
 * doc 2 §4: provinces where a Canadian corporation must give its provincial registry id (Alberta,
 * British Columbia, New Brunswick, Nova Scotia, Ontario, Quebec); optional elsewhere and for
 * other business types. The list is the one the registry id formats are defined for.
 */
export const CRA_REGISTRY_ID_REQUIRED_PROVINCES: readonly string[] = REGISTRY_ID_PROVINCES;

/** The Company and business type form (doc 2 §4 "Company information"). */
export const COMPANY_INFORMATION_RULES: SectionRules<CompanyInformationField> = {
  fields: {
    registeredCountry: REQUIRED,
    businessType: REQUIRED,
    legalBusinessName: { applies: { hasBusinessType: true, soleTrader: false } },
    abn: { applies: { countries: ['AU'] } },
    ein: { applies: { countries: ['US'], soleTrader: false } },
    craBusinessNumber: { applies: { countries: ['CA'], soleTrader: false } },
    companyNumber: {
      applies: { countries: ['UK'], businessTypes: ['Private Company', 'Public Limited Company'] },
    },
    registrationNumber: { applies: { countries: ['NZ'], soleTrader: false } },
    hasConstitution: { applies: { countries: ['NZ'], businessTypes: ['Private Company'] } },
    hasShareholderAgreement: { applies: { countries: ['NZ'], businessTypes: ['Private Company'] } },
    stockMarketLister: { applies: { countries: ['NZ'], businessTypes: ['Public Company'] } },
    partnershipAgreement: { applies: { countries: ['AU', 'NZ'], businessTypes: ['Partnership'] } },
    trustDeed: { applies: { countries: ['AU', 'NZ'], businessTypes: ['Trust'] } },
    proofOfInsurance: { applies: { countries: ['AU', 'NZ'], requireInsurance: true } },
    craRegistryId: {
      applies: { countries: ['CA'], soleTrader: false },
      required: { businessTypes: ['Corporation'], states: CRA_REGISTRY_ID_REQUIRED_PROVINCES },
    },
    businessAddressConfirmed: { applies: { countries: ['NZ'] } },
    ...addressRules('business', {
      street: 'businessStreet',
      street2: 'businessStreet2',
      city: 'businessCity',
      state: 'businessState',
      postalCode: 'businessPostalCode',
    }),
  },
};
