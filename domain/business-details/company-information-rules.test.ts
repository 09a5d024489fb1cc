import { describe, expect, it } from 'vitest';
import { emptyCompanyInformation, type CompanyInformationField } from './company-information';
import { fieldStates } from '../applicability/field-states';

const company = (registeredCountry: string, businessType: string, businessState = '') => ({
  ...emptyCompanyInformation(registeredCountry),
  businessType,
  businessState,
});

const applicable = (country: string, type: string, state = '', requireInsurance = false) => {
  const states = fieldStates('companyInformation', company(country, type, state), {
    requireInsurance,
  });
  return (Object.keys(states) as CompanyInformationField[]).filter((f) => states[f].applicable);
};

describe('company information: which identifiers and documents apply', () => {
  it.each([
    ['AU', 'Sole Trader', ['abn'], ['legalBusinessName', 'partnershipAgreement', 'trustDeed']],
    ['AU', 'Private Company', ['abn', 'legalBusinessName'], ['ein', 'registrationNumber']],
    ['AU', 'Partnership', ['abn', 'partnershipAgreement'], ['trustDeed']],
    ['AU', 'Trust', ['abn', 'trustDeed'], ['partnershipAgreement']],
    ['US', 'Sole Proprietorship', [], ['ein', 'legalBusinessName', 'abn']],
    ['US', 'LLC', ['ein', 'legalBusinessName'], ['craBusinessNumber']],
    ['CA', 'Sole Proprietorship', [], ['craBusinessNumber', 'craRegistryId', 'legalBusinessName']],
    ['CA', 'Partnership', ['craBusinessNumber', 'craRegistryId', 'legalBusinessName'], ['ein']],
    ['UK', 'Sole Trader', [], ['companyNumber', 'legalBusinessName']],
    ['UK', 'Private Company', ['companyNumber', 'legalBusinessName'], []],
    ['UK', 'Public Limited Company', ['companyNumber'], []],
    ['UK', 'Trust', ['legalBusinessName'], ['companyNumber', 'trustDeed']],
    [
      'NZ',
      'Sole Trader',
      ['businessAddressConfirmed'],
      ['registrationNumber', 'legalBusinessName'],
    ],
    [
      'NZ',
      'Private Company',
      ['registrationNumber', 'hasConstitution', 'hasShareholderAgreement'],
      ['stockMarketLister'],
    ],
    ['NZ', 'Public Company', ['registrationNumber', 'stockMarketLister'], ['hasConstitution']],
    ['NZ', 'Partnership', ['partnershipAgreement', 'registrationNumber'], []],
    ['NZ', 'Trust', ['trustDeed'], []],
  ] as const)('%s %s: applies %j, not %j', (country, type, yes, no) => {
    const fields = applicable(country, type);
    for (const f of yes) expect(fields).toContain(f);
    for (const f of no) expect(fields).not.toContain(f);
  });

  it('asks no legal business name before a business type is chosen', () => {
    expect(applicable('AU', '')).not.toContain('legalBusinessName');
  });

  it.each([
    ['AU', true, true],
    ['NZ', true, true],
    ['AU', false, false],
    ['US', true, false],
    ['UK', true, false],
    ['CA', true, false],
  ])('%s with insurance required %s: proofOfInsurance applies %s', (country, required, applies) => {
    expect(applicable(country, 'Private Company', '', required).includes('proofOfInsurance')).toBe(
      applies,
    );
  });

  it('asks only NZ merchants to confirm the address matches their NZBN', () => {
    for (const country of ['AU', 'US', 'CA', 'UK']) {
      expect(applicable(country, 'Partnership')).not.toContain('businessAddressConfirmed');
    }
    expect(
      fieldStates('companyInformation', company('NZ', 'Partnership')).businessAddressConfirmed,
    ).toEqual({ shown: true, applicable: true, required: true });
  });
});

describe('Canadian provincial registry id', () => {
  const craRegistryId = (type: string, province: string) =>
    fieldStates('companyInformation', company('CA', type, province)).craRegistryId;

  it.each(['Alberta', 'British Columbia', 'New Brunswick', 'Nova Scotia', 'Ontario', 'Quebec'])(
    'is required for a Corporation in %s',
    (province) => {
      expect(craRegistryId('Corporation', province)).toMatchObject({
        applicable: true,
        required: true,
      });
    },
  );

  it.each(['Manitoba', 'Saskatchewan', 'Yukon', 'Prince Edward Island'])(
    'is optional for a Corporation in %s',
    (province) => {
      expect(craRegistryId('Corporation', province)).toMatchObject({
        applicable: true,
        required: false,
      });
    },
  );

  it('is optional for a Partnership in Ontario and absent for a Sole Proprietorship', () => {
    expect(craRegistryId('Partnership', 'Ontario')).toMatchObject({
      applicable: true,
      required: false,
    });
    expect(craRegistryId('Sole Proprietorship', 'Ontario').applicable).toBe(false);
  });
});

describe('business address', () => {
  const address = (country: string, type: string) =>
    fieldStates('companyInformation', company(country, type));

  it.each([
    ['US', 'Corporation', true],
    ['US', 'Sole Proprietorship', false],
    ['AU', 'Sole Trader', true],
    ['NZ', 'Sole Trader', true],
    ['UK', 'Sole Trader', true],
    ['CA', 'Sole Proprietorship', true],
  ])('%s %s: street, city and postal code required %s', (country, type, required) => {
    const states = address(country, type);
    for (const f of ['businessStreet', 'businessCity', 'businessPostalCode'] as const) {
      expect(states[f]).toMatchObject({ applicable: true, required });
    }
  });

  it.each([
    ['US', true],
    ['CA', true],
    ['AU', true],
    ['NZ', true],
    ['UK', false],
  ])('%s: state applies %s', (country, applies) => {
    expect(address(country, 'Partnership').businessState.applicable).toBe(applies);
  });

  it.each([
    ['US', true],
    ['CA', true],
    ['UK', true],
    ['AU', false],
    ['NZ', false],
  ])('%s: street2 applies %s and is never required', (country, applies) => {
    expect(address(country, 'Partnership').businessStreet2).toMatchObject({
      applicable: applies,
      required: false,
    });
  });
});
