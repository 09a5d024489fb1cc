import { describe, expect, it } from 'vitest';
import type { ValidationErrors } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';
import { validMerchant } from '../../test/data/valid-merchant';
import { recheckErrors } from './recheck-errors';
import { merchantWithChanges, submissionErrors } from './section-save';
import { inEnglish } from '../../test/i18n/say-in';

const AGREEMENT = 'Please accept merchant agreement and privacy policy before submitting.';

function withOwner(merchant: Merchant, index: number, values: Record<string, unknown>): Merchant {
  const owners = merchant.owners.map((o, i) => (i === index ? { ...o, ...values } : o));
  return merchantWithChanges(merchant, { owners });
}

describe('errors re-checked as the merchant corrects them', () => {
  const valid = validMerchant('US', { owners: 2 });

  it('shows nothing new before the first submit', () => {
    const after = withOwner(valid, 0, { firstName: '' });
    expect(recheckErrors({}, valid, after, 'beneficialOwners')).toEqual({});
  });

  it.each([
    [
      'an owner field',
      { bo_0_firstName: 'x' },
      (m: Merchant) => withOwner(m, 0, { firstName: '' }),
      (m: Merchant) => withOwner(m, 0, { firstName: 'Ann' }),
    ],
    [
      'the agreement checkbox',
      { agreementAccepted: 'x' },
      (m: Merchant) => merchantWithChanges(m, { agreementAccepted: false }),
      (m: Merchant) => merchantWithChanges(m, { agreementAccepted: true }),
    ],
  ])('drops the message of %s once it is fixed', (_name, _key, breakIt, fixIt) => {
    const broken = breakIt(valid);
    const errors = submissionErrors('beneficialOwners', broken);
    expect(Object.keys(errors.owners ?? {}).length).toBeGreaterThan(0);
    expect(recheckErrors(errors, broken, fixIt(broken), 'beneficialOwners')).toEqual({});
  });

  it('keeps the message of a field that did not change, the server’s included', () => {
    const broken = merchantWithChanges(withOwner(valid, 0, { firstName: '' }), {
      agreementAccepted: false,
    });
    const errors = submissionErrors('beneficialOwners', broken);
    const after = withOwner(broken, 0, { firstName: 'Ann' });
    expect(inEnglish(recheckErrors(errors, broken, after, 'beneficialOwners'))).toEqual({
      owners: { agreementAccepted: { code: 'Required', error: AGREEMENT } },
    });
    const server: ValidationErrors = {
      companyInformation: { ein: { code: 'InvalidFormat', error: 'From the server' } },
    };
    expect(
      recheckErrors(server, valid, withOwner(valid, 0, { city: 'Reno' }), 'beneficialOwners'),
    ).toEqual(server);
  });

  it('replaces the message when the new value is wrong in another way', () => {
    const broken = withOwner(valid, 1, { ssn: '' });
    const errors = submissionErrors('beneficialOwners', broken);
    expect(errors.owners?.bo_1_ssn?.code).toBe('Required');
    const after = withOwner(broken, 1, { ssn: '12' });
    expect(
      inEnglish(recheckErrors(errors, broken, after, 'beneficialOwners').owners?.bo_1_ssn),
    ).toEqual({
      code: 'InvalidFormat',
      error: 'Must include 9 numbers only',
    });
  });

  it('drops the company ABN message once a valid ABN is typed', () => {
    const au = validMerchant('AU');
    const broken = merchantWithChanges(au, {
      companyInformation: { ...au.companyInformation, abn: '12' },
    });
    const errors = submissionErrors('companyInformation', broken);
    expect(errors.companyInformation?.abn).toBeDefined();
    const fixed = merchantWithChanges(broken, { companyInformation: au.companyInformation });
    expect(recheckErrors(errors, broken, fixed, 'companyInformation')).toEqual({});
  });
});
