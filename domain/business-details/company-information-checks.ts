import type { CompanyInformationField } from './company-information';
import { businessTypesFor } from '../picklists/business-types';
import { checkAbn } from '../validators/abn';
import { checkCraBusinessNumber } from '../validators/cra-business-number';
import { checkCraRegistryId } from '../validators/cra-registry-id';
import { checkEin } from '../validators/ein';
import { checkNzRegistrationNumber, checkStockMarketLister } from '../validators/nz-company';
import { checkUkCompanyNumber } from '../validators/uk-company-number';
import { addressSpecs } from './address-checks';
import { oneOfFor, registeredCountryCheck, yesNo } from '../schemas/common-checks';
import { answerText, type FieldSpec } from '../schemas/check-context';
import { msg } from '../i18n/message';
import { fieldError } from '../validators/field-error';

/** doc 2 §5: NZ address confirmation. */
export const NZBN_ADDRESS_MESSAGE = msg('business.company.nzbnAddressMissing');

/** How each company information field is checked (doc 2 §5). */
export const COMPANY_INFORMATION_SPECS: Partial<Record<CompanyInformationField, FieldSpec>> = {
  registeredCountry: { check: registeredCountryCheck },
  businessType: { check: oneOfFor(businessTypesFor) },
  abn: { check: (v) => checkAbn(v) },
  ein: { check: (v) => checkEin(v) },
  craBusinessNumber: { check: (v) => checkCraBusinessNumber(v) },
  craRegistryId: {
    check: (v, { answers }) => checkCraRegistryId(v, answerText(answers, 'businessState')),
  },
  companyNumber: { check: (v) => checkUkCompanyNumber(v) },
  registrationNumber: { check: (v) => checkNzRegistrationNumber(v) },
  stockMarketLister: { check: (v) => checkStockMarketLister(v) },
  hasConstitution: { check: yesNo },
  hasShareholderAgreement: { check: yesNo },
  businessAddressConfirmed: { whenMissing: fieldError('Required', NZBN_ADDRESS_MESSAGE) },
  ...addressSpecs({
    street: 'businessStreet',
    street2: 'businessStreet2',
    city: 'businessCity',
    state: 'businessState',
    postalCode: 'businessPostalCode',
  }),
};
