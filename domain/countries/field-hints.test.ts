import { describe, expect, it } from 'vitest';
import type { PublishedSection } from '../../test/data/published-values';
import { errorKeyOf, merchantWithValue } from '../../test/data/published-values';
import { validateMerchant } from '../schemas/validate-merchant';
import type { CountryCode } from './country-code';
import { exampleOf, fieldHint, hintKindOf } from './field-hints';
import { authorise, postalCodeWord, stateWord } from './local-words';

const today = new Date(2026, 0, 15);

/** Where each hinted field is filled in, per country. */
const WHERE: [CountryCode, PublishedSection, string][] = [
  ['AU', 'companyInformation', 'abn'],
  ['US', 'companyInformation', 'ein'],
  ['CA', 'companyInformation', 'craBusinessNumber'],
  ['NZ', 'companyInformation', 'registrationNumber'],
  ['UK', 'companyInformation', 'companyNumber'],
  ['US', 'owner', 'ssn'],
  ['AU', 'primaryBank', 'bsb'],
  ['UK', 'primaryBank', 'sortCode'],
  ['US', 'primaryBank', 'routing'],
  ['CA', 'primaryBank', 'canadaRoutingInstitutionIdNumber'],
  ['CA', 'primaryBank', 'canadaRoutingTransitIdNumber'],
  ...(['US', 'AU', 'UK', 'NZ'] as const).map(
    (c) => [c, 'primaryBank', 'account'] as [CountryCode, PublishedSection, string],
  ),
  ...(['US', 'AU', 'UK', 'NZ', 'CA'] as const).flatMap((c) => [
    [c, 'customerSupport', 'customerSupportPhone'] as [CountryCode, PublishedSection, string],
    [c, 'owner', 'postalCode'] as [CountryCode, PublishedSection, string],
  ]),
];

describe('every identifier and format field has a hint with an example the field accepts', () => {
  it.each(WHERE)('%s %s %s', (country, section, field) => {
    const hint = fieldHint(field, country);
    expect(hint).toMatch(/For example \S/);
    // Each example given must pass the field's own rule (several are joined by "or").
    for (const example of exampleOf(hint!).split(' or ')) {
      const value = { country, section, field, value: example };
      const { section: errorSection, key } = errorKeyOf(value);
      const merchant = merchantWithValue(value);
      if (field === 'canadaChequingAccount')
        merchant.primaryBank.confirmCanadaChequingAccount = example;
      expect(validateMerchant(merchant, { today })[errorSection]?.[key]).toBeUndefined();
    }
  });

  it('the Canadian chequing account example passes too', () => {
    const value = {
      country: 'CA',
      section: 'primaryBank',
      field: 'canadaChequingAccount',
      value: '',
    } as const;
    const example = exampleOf(fieldHint(value.field, 'CA')!);
    const merchant = merchantWithValue({ ...value, value: example });
    merchant.primaryBank.confirmCanadaChequingAccount = example;
    expect(validateMerchant(merchant, { today }).primaryBank).toBeUndefined();
  });
});

describe('a field name finds its hint kind', () => {
  it.each([
    ['businessPostalCode', 'postalCode'],
    ['locationPostalCode', 'postalCode'],
    ['postalCode', 'postalCode'],
    ['customerSupportPhone', 'phone'],
    ['phone', 'phone'],
    ['bsb2', 'bsb'],
    ['account2', 'account'],
    ['storeName', undefined],
    ['confirmAccount', undefined],
  ])('%s → %s', (field, kind) => {
    expect(hintKindOf(field)).toBe(kind);
  });

  it('gives no hint where the field does not apply to the country', () => {
    expect(fieldHint('abn', 'US')).toBeUndefined();
    expect(fieldHint('sortCode', 'AU')).toBeUndefined();
    expect(fieldHint('abn', undefined)).toBeUndefined();
  });
});

describe('words by country', () => {
  it.each([
    ['US', 'ZIP code', 'state', 'authorize'],
    ['CA', 'postal code', 'province or territory', 'authorize'],
    ['AU', 'postcode', 'state or territory', 'authorise'],
    ['NZ', 'postcode', 'region', 'authorise'],
    ['UK', 'postcode', 'county', 'authorise'],
  ] as const)('%s: %s, %s, %s', (country, postal, state, spelling) => {
    expect(postalCodeWord(country)).toBe(postal);
    expect(stateWord(country)).toBe(state);
    expect(authorise(country)).toBe(spelling);
  });
});
