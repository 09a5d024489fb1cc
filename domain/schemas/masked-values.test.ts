import { describe, expect, it } from 'vitest';
import { maskValue } from '../api/merchant-api';
import { validateSection } from './validate-section';
import { validMerchant } from '../../test/data/valid-merchant';
import { inEnglish } from '../../test/i18n/say-in';

describe('restored masked values count as filled and valid', () => {
  it('a masked ssn and date of birth pass the owner checks', () => {
    const owner = validMerchant('US').owners[0]!;
    const restored = { ...owner, ssn: maskValue(owner.ssn), dob: maskValue(owner.dob) };
    expect(restored.ssn).toMatch(/^•+\d{4}$/);
    expect(
      inEnglish(
        validateSection(
          'owners',
          { owners: [restored], agreementAccepted: true },
          {
            registeredCountry: 'US',
            businessType: 'Corporation',
          },
        ),
      ),
    ).toEqual({});
  });

  it('a masked account, confirmation and routing number pass the bank checks', () => {
    const bank = validMerchant('US').primaryBank;
    const restored = {
      ...bank,
      account: maskValue(bank.account),
      confirmAccount: maskValue(bank.confirmAccount),
      routing: maskValue(bank.routing),
    };
    expect(
      inEnglish(validateSection('primaryBank', restored, { registeredCountry: 'US' })),
    ).toEqual({});
  });

  it('a masked-looking value in a field that is not sensitive is still checked', () => {
    const owner = validMerchant('US').owners[0]!;
    const errors = validateSection(
      'owners',
      { owners: [{ ...owner, postalCode: '••12' }], agreementAccepted: true },
      { registeredCountry: 'US', businessType: 'Corporation' },
    );
    expect(Object.keys(errors)).toContain('bo_0_postalCode');
  });

  it('a typed value that is not masked is still checked', () => {
    const owner = validMerchant('US').owners[0]!;
    const errors = validateSection(
      'owners',
      { owners: [{ ...owner, ssn: '12345' }], agreementAccepted: true },
      { registeredCountry: 'US', businessType: 'Corporation' },
    );
    expect(inEnglish(errors.bo_0_ssn?.error)).toBe('Must include 9 numbers only');
  });
});
