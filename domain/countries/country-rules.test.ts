import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-code';
import { countryRules } from './index';
import { businessTypesFor } from '../picklists/business-types';

describe('country rules as data (doc 2 §3, §5, §9)', () => {
  it.each([
    // country, channel choice, self-serve in-store, secondary bank, bank format, dob format
    ['US', true, true, true, 'usRouting', 'MM-DD-YYYY'],
    ['CA', false, false, false, 'canadaTransit', 'MM-DD-YYYY'],
    ['AU', true, true, true, 'auBsb', 'DD-MM-YYYY'],
    ['NZ', true, false, true, 'nzAccount', 'DD-MM-YYYY'],
    ['UK', true, false, true, 'ukSortCode', 'DD-MM-YYYY'],
  ] as const)(
    '%s: channel choice %s, self-serve %s, secondary bank %s, %s, dob %s',
    (country, choice, selfServe, secondary, bank, dob) => {
      const rules = countryRules(country);
      expect(rules.code).toBe(country);
      expect(rules.hasSalesChannelChoice).toBe(choice);
      expect(rules.selfServeInStore).toBe(selfServe);
      expect(rules.hasSecondaryBank).toBe(secondary);
      expect(rules.bankFormat).toBe(bank);
      expect(rules.dobFormat).toBe(dob);
    },
  );

  it.each([
    ['US', 5, 10],
    ['AU', 4, 4],
    ['NZ', 4, 4],
    ['UK', 5, 8],
    ['CA', 6, 7],
  ] as const)('%s postal codes are %i to %i characters', (country, min, max) => {
    expect(countryRules(country).postalCode).toMatchObject({ minLength: min, maxLength: max });
  });

  it.each(COUNTRY_CODES)('%s rules reuse the pick lists', (country) => {
    const rules = countryRules(country);
    expect(rules.businessTypes).toEqual(businessTypesFor(country));
    expect(rules.annualSalesBands[0]).toBe(rules.lowSalesBand);
    expect(rules.salesChannels[0]).toBe('Online Only');
  });

  it('NZ phone numbers hold 10 to 13 digits, others 5 to 15', () => {
    expect(countryRules('NZ').phoneDigits).toEqual({ min: 10, max: 13 });
    expect(countryRules('US').phoneDigits).toEqual({ min: 5, max: 15 });
  });
});
