import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { validateMerchant } from './validate-merchant';
import { validMerchant } from '../../test/data/valid-merchant';
import { inEnglish } from '../../test/i18n/say-in';

const today = new Date(2025, 5, 1);

describe('a complete merchant', () => {
  it.each(COUNTRY_CODES)('%s passes whole-merchant validation', (country) => {
    expect(inEnglish(validateMerchant(validMerchant(country), { today }))).toEqual({});
  });
});

describe('whole-merchant validation', () => {
  it('collects the errors of every section into one map', () => {
    const merchant = validMerchant('US', { owners: 2, locations: 2 });
    merchant.companyInformation.ein = '12';
    merchant.owners[1]!.dob = '13-45-1990';
    merchant.locations[0]!.locationName = '';
    merchant.customerSupport.customerSupportEmail = 'nope';
    merchant.secondaryBank.account2 = '123456789';
    const errors = validateMerchant(merchant, { today });
    expect(Object.keys(errors).sort()).toEqual([
      'companyInformation',
      'customerSupport',
      'locations',
      'owners',
      'secondaryBank',
    ]);
    expect(inEnglish(errors.owners?.bo_1_dob)).toEqual({
      code: 'InvalidFormat',
      error: 'Invalid Date',
    });
    expect(inEnglish(errors.locations?.loc_0_locationName?.code)).toBe('Required');
    expect(inEnglish(errors.customerSupport?.customerSupportEmail?.error)).toBe(
      'Must be a valid email',
    );
  });

  it('ignores store locations for Online Only', () => {
    const merchant = validMerchant('US', { salesChannel: 'Online Only' });
    merchant.locations[0]!.locationName = '';
    expect(inEnglish(validateMerchant(merchant, { today }))).toEqual({});
  });

  it('reads the bank account name against the legal business name', () => {
    const merchant = validMerchant('UK');
    merchant.primaryBank.bankAccountName = 'Someone Else Ltd';
    expect(
      inEnglish(validateMerchant(merchant, { today }).primaryBank?.bankAccountName?.code),
    ).toBe('FieldMismatch');
  });

  it('passes five owners and five locations', () => {
    expect(
      inEnglish(validateMerchant(validMerchant('AU', { owners: 1, locations: 5 }), { today })),
    ).toEqual({});
    expect(
      inEnglish(validateMerchant(validMerchant('US', { owners: 5, locations: 5 }), { today })),
    ).toEqual({});
  });
});
