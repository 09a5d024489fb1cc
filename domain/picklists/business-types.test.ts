import { describe, expect, it } from 'vitest';
import { businessTypesFor, isBusinessTypeOf, isSoleTrader } from './business-types';

describe('business types by country (doc 2 §3)', () => {
  it.each([
    [
      'AU',
      [
        'Sole Trader',
        'Private Company',
        'Public Company',
        'Partnership',
        'Trust',
        'Other Incorporated Entity',
      ],
    ],
    ['CA', ['Sole Proprietorship', 'Corporation', 'Partnership']],
    [
      'NZ',
      [
        'Sole Trader',
        'Private Company',
        'Public Company',
        'Partnership',
        'Associations Clubs & Societies',
        'Trust',
      ],
    ],
    [
      'UK',
      [
        'Sole Trader',
        'Private Company',
        'Public Limited Company',
        'Limited Liability Partnership',
        'Charity and Not For Profit',
        'Trust',
      ],
    ],
    ['US', ['Sole Proprietorship', 'Corporation', 'LLC', 'Partnership']],
  ] as const)('%s offers exactly %j', (country, types) => {
    expect(businessTypesFor(country)).toEqual(types);
  });

  it('knows which types belong to which country', () => {
    expect(isBusinessTypeOf('US', 'LLC')).toBe(true);
    expect(isBusinessTypeOf('AU', 'LLC')).toBe(false);
    expect(isBusinessTypeOf('CA', 'Sole Trader')).toBe(false);
  });
});

describe('isSoleTrader covers Sole Trader and Sole Proprietorship', () => {
  it.each([
    ['AU', 'Sole Trader', true],
    ['NZ', 'Sole Trader', true],
    ['UK', 'Sole Trader', true],
    ['US', 'Sole Proprietorship', true],
    ['CA', 'Sole Proprietorship', true],
    ['US', 'LLC', false],
    ['AU', 'Trust', false],
    ['UK', 'Sole Proprietorship', false],
    ['US', 'Sole Trader', false],
    ['CA', undefined, false],
  ] as const)('%s %s -> %s', (country, type, expected) => {
    expect(isSoleTrader(country, type)).toBe(expected);
  });
});
