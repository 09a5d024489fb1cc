import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { validMerchant } from '../../test/data/valid-merchant';
import { validationContextOf } from '../schemas/validate-merchant';
import { validateSection } from '../schemas/validate-section';
import { english } from '../../test/i18n/say-in';

describe('addresses require street, city and postal code, not state (doc 2 §4)', () => {
  it.each(COUNTRY_CODES)('%s: an empty state passes on the business, owner and location', (c) => {
    const merchant = validMerchant(c, { locations: 1 });
    merchant.companyInformation.businessState = '';
    merchant.owners[0]!.state = '';
    merchant.locations[0]!.locationState = '';
    const context = validationContextOf(merchant);
    expect(validateSection('companyInformation', merchant.companyInformation, context)).toEqual({});
    const owners = { owners: merchant.owners, agreementAccepted: true };
    expect(validateSection('owners', owners, context)).toEqual({});
  });

  it.each(COUNTRY_CODES)('%s: an empty city is still refused', (c) => {
    const merchant = validMerchant(c);
    merchant.companyInformation.businessCity = '';
    const context = validationContextOf(merchant);
    expect(
      english(
        validateSection('companyInformation', merchant.companyInformation, context).businessCity
          ?.error,
      ),
    ).toBe('Value Required');
  });
});
