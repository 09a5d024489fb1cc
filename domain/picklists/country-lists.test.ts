import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { UNKNOWN_ACQUIRER, acquirersFor } from './acquirers';
import { annualSalesBandsFor, isLowSalesBand, lowSalesBandFor } from './annual-sales-bands';
import { platformsFor } from './platforms';

describe('acquirers per country (doc 2 §3)', () => {
  it.each([
    ['NZ', 9],
    ['UK', 11],
    ['US', 7],
    ['CA', 0],
  ] as const)('%s has %i entries', (country, count) => {
    expect(acquirersFor(country)).toHaveLength(count);
  });

  it('Australia has about 25 including Other and the unknown entry', () => {
    const au = acquirersFor('AU');
    expect(au.length).toBeGreaterThanOrEqual(23);
    expect(au.length).toBeLessThanOrEqual(27);
    expect(au).toContain('Other');
    expect(au).toContain("I don't know my Acquirer");
    expect(UNKNOWN_ACQUIRER).toBe("I don't know my Acquirer");
    expect(au).toEqual(
      expect.arrayContaining(['Commonwealth Bank', 'Westpac', 'NAB', 'Tyro', 'Square', 'Zeller']),
    );
  });

  it.each(COUNTRY_CODES)('%s lists each acquirer once', (country) => {
    const list = acquirersFor(country);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('platforms per country (doc 2 §3)', () => {
  it.each(COUNTRY_CODES)('%s includes Other and Shopify, each once', (country) => {
    const list = platformsFor(country);
    expect(list).toContain('Other');
    expect(list).toContain('Shopify');
    expect(new Set(list).size).toBe(list.length);
  });

  it('only the UK offers N/A', () => {
    expect(platformsFor('UK')).toContain('N/A');
    for (const country of ['AU', 'NZ', 'US', 'CA'] as const)
      expect(platformsFor(country)).not.toContain('N/A');
  });
});

describe('annual sales bands (doc 2 §3)', () => {
  it.each([
    ['AU', 10, '$0-$100K', '$55M+'],
    ['NZ', 10, '$0-$100K', '$55M+'],
    ['US', 11, 'Under $100,000', 'Over $301 Million'],
    ['CA', 11, 'Under $100,000', 'Over $301 Million'],
    ['UK', 8, 'Up to £100k', '£80m+'],
  ] as const)(
    '%s: %i bands from %s to %s, the first being the low band',
    (country, count, first, last) => {
      const bands = annualSalesBandsFor(country);
      expect(bands).toHaveLength(count);
      expect(bands[0]).toBe(first);
      expect(bands.at(-1)).toBe(last);
      expect(lowSalesBandFor(country)).toBe(first);
      expect(isLowSalesBand(first)).toBe(true);
      expect(isLowSalesBand(bands[1])).toBe(false);
    },
  );
});
