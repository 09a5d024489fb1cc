import { describe, expect, it } from 'vitest';
import { emptyMerchant } from './merchant';
import { MAX_OWNERS, ownerControlAt } from './merchant-account';
import { SHARED_BANK_FIELDS } from '../bank/bank';
import { cashPayLogoFilename } from '../customer-support/customer-support';

describe('an empty merchant', () => {
  const merchant = emptyMerchant();

  it('has the first owner present and one location slot labelled Location 1', () => {
    expect(merchant.owners).toHaveLength(1);
    expect(merchant.locations.map((l) => l.label)).toEqual(['Location 1']);
  });

  it('defaults hasConstitution and hasShareholderAgreement to No', () => {
    expect(merchant.companyInformation.hasConstitution).toBe('No');
    expect(merchant.companyInformation.hasShareholderAgreement).toBe('No');
  });

  it('defaults multiTerminal to No and the sales channel to Online Only', () => {
    expect(merchant.storeDetails.multiTerminal).toBe('No');
    expect(merchant.storeDetails.salesChannel).toBe('Online Only');
    expect(merchant.lead.salesChannel).toBe('Online Only');
  });

  it('holds five owner controls, none requiring an ID', () => {
    expect(merchant.merchantAccount.ownerControls).toHaveLength(MAX_OWNERS);
    for (const control of merchant.merchantAccount.ownerControls) {
      expect(control).toEqual({ requireId: false, requireCertifiedId: false });
    }
    expect(ownerControlAt(merchant.merchantAccount, 9)).toEqual({
      requireId: false,
      requireCertifiedId: false,
    });
  });

  it('starts as a Normal Merchant with nothing authorised and no form completed', () => {
    expect(merchant.merchantAccount.onboardingGroup).toBe('Normal Merchant');
    expect(merchant.merchantAccount.cashPayChannel).toBe(false);
    expect(merchant.merchantAccount.inStoreDirectDebitAuthorized).toBe(false);
    expect(merchant.merchantAccount.inStoreTrainingComplete).toBe(false);
    expect(Object.values(merchant.formCompletion).every((done) => !done)).toBe(true);
  });

  it('names every secondary bank field with the suffix 2 and has no Canadian field', () => {
    const names = Object.keys(merchant.secondaryBank);
    expect(names).toHaveLength(SHARED_BANK_FIELDS.length);
    expect(names.every((name) => name.endsWith('2'))).toBe(true);
    expect(names.some((name) => name.toLowerCase().includes('canada'))).toBe(false);
  });
});

describe('cash pay logo upload name', () => {
  it('is the lowercased store name plus _cashpay_logo', () => {
    expect(cashPayLogoFilename(' Acme Shoes ')).toBe('acme shoes_cashpay_logo');
  });
});
