import { describe, expect, it } from 'vitest';
import type { PublishedSection } from '../../test/data/published-values';
import { errorKeyOf, merchantWithValue } from '../../test/data/published-values';
import { validateMerchant } from '../schemas/validate-merchant';
import type { CountryCode } from './country-code';
import { sayIn } from '../../test/i18n/say-in';
import { examplesOf, fieldHint, hintKindOf } from './field-hints';
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
    expect(sayIn('en', hint)).toMatch(/For example \S/);
    expect(sayIn('fr-CA', hint)).toMatch(/Par exemple \S/);
    // Each example given must pass the field's own rule (a field may give two).
    expect(examplesOf(hint).length).toBeGreaterThan(0);
    for (const example of examplesOf(hint)) {
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
    const [example = ''] = examplesOf(fieldHint(value.field, 'CA'));
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

describe('hints say the English they always said', () => {
  it.each([
    [
      'companyNumber',
      'UK',
      '8 numbers, or 2 letters and 6 numbers, from Companies House. For example 01234567 or SC123456',
    ],
    ['postalCode', 'US', 'For example 94105 or 94105-1234'],
    ['craRegistryId', 'CA', 'The ID your provincial business registry gave you'],
    ['bsb', 'AU', '6 digits. For example 111-000'],
    ['craBusinessNumber', 'CA', 'The first 9 digits of your tax ID. For example 123456782'],
  ] as const)('%s in %s', (field, country, english) => {
    expect(sayIn('en', fieldHint(field, country))).toBe(english);
  });

  it('says a Canadian hint in Quebec French', () => {
    expect(sayIn('fr-CA', fieldHint('postalCode', 'CA'))).toBe('Par exemple K1A 0B1');
    expect(sayIn('fr-CA', fieldHint('canadaRoutingTransitIdNumber', 'CA'))).toBe(
      '5 chiffres. Par exemple 12345',
    );
  });

  it('gives the same hint object each time, so field views stay the same', () => {
    expect(fieldHint('postalCode', 'CA')).toBe(fieldHint('postalCode', 'CA'));
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
