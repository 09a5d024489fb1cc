import { describe, expect, it } from 'vitest';
import { emptySecondaryBank } from './bank';
import { validMerchant } from '../../test/data/valid-merchant';
import { primaryBankPayload, secondaryBankPayload } from './bank-payload';

describe('bank payload', () => {
  it('adds Canada’s routing number: transit id then institution id', () => {
    const { primaryBank } = validMerchant('CA');
    const payload = primaryBankPayload(primaryBank, 'CA', {
      setBankFormComplete: true,
      bankVerificationSource: 'MANUAL',
    });
    expect(payload).toMatchObject({
      canadaRoutingNumber: '12345001',
      bankLabel: 'PRIMARY',
      setBankFormComplete: true,
      bankVerificationSource: 'MANUAL',
    });
  });

  it.each(['US', 'AU', 'NZ', 'UK'] as const)('%s sends no Canadian routing number', (country) => {
    const payload = primaryBankPayload(validMerchant(country).primaryBank, country, {
      setBankFormComplete: false,
    });
    expect(payload).not.toHaveProperty('canadaRoutingNumber');
    expect(payload).not.toHaveProperty('bankVerificationSource');
  });

  it('remaps the secondary bank to the unsuffixed names, labelled SECONDARY', () => {
    const bank = {
      ...emptySecondaryBank(),
      bankAccountName2: ' Acme ',
      routing2: '021000021',
      account2: '123456789',
      confirmAccount2: '123456789',
    };
    const payload = secondaryBankPayload(bank, { setBankFormComplete: true });
    expect(payload).toMatchObject({
      bankLabel: 'SECONDARY',
      bankAccountName: 'Acme',
      routing: '021000021',
      account: '123456789',
      confirmAccount: '123456789',
    });
    expect(Object.keys(payload).some((key) => key.endsWith('2'))).toBe(false);
  });
});
