import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { validateMerchant } from './validate-merchant';
import { validMerchant } from './valid-merchant.fixture';

const today = new Date(2025, 5, 1);

describe('a complete merchant', () => {
  it.each(COUNTRY_CODES)('%s passes whole-merchant validation', (country) => {
    expect(validateMerchant(validMerchant(country), { today })).toEqual({});
  });
});
