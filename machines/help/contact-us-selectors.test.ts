import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../domain/brands/brands';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { supportHoursOf } from './contact-us-selectors';
import type { ContactUsContext } from './contact-us.machine';
import { english } from '../../test/i18n/say-in';

const withCountry = (country: string | null) => ({
  context: {
    facts:
      country === null
        ? null
        : {
            flags: DEFAULT_FEATURE_FLAGS,
            name: 'Ada Lovelace',
            email: 'ada@shop.example',
            country,
            storeName: 'Engines',
            totalAnnualSales: '$0-$100K',
            opportunityOwnerEmail: '',
          },
  } as unknown as ContactUsContext,
  matches: () => false,
});

describe('support hours per country (doc 1 §9)', () => {
  it("gives the hours the brand states for the merchant's country", () => {
    expect(english(supportHoursOf(withCountry('AU'), BRANDS.provider))).toBe(
      'Monday to Friday, 9am to 5pm AEST',
    );
    expect(english(supportHoursOf(withCountry('NZ'), BRANDS.provider))).toBe(
      'Monday to Friday, 9am to 5pm NZST',
    );
    expect(english(supportHoursOf(withCountry('GB'), BRANDS.uk))).toBe(
      'Monday to Friday, 9am to 5pm GMT',
    );
    expect(english(supportHoursOf(withCountry('US'), BRANDS.cashApp))).toBe(
      'Monday to Friday, 9am to 6pm ET',
    );
  });

  it('gives none before the country is known or where the brand states none', () => {
    expect(supportHoursOf(withCountry(null), BRANDS.provider)).toBeNull();
    expect(supportHoursOf(withCountry(''), BRANDS.provider)).toBeNull();
    expect(supportHoursOf(withCountry('US'), BRANDS.provider)).toBeNull();
  });
});
