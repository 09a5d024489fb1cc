import { describe, expect, it } from 'vitest';
import { maskValue, type RestoreResponse } from '../api/merchant-api';
import { emptyMerchant } from '../merchant/merchant';
import { emptyOwner } from './owner';
import { emptyLocation } from './location';
import { localDraftOf, merchantOfRestore, withLocalDraft } from './merchant-draft';

function restoreOf(overrides: Partial<RestoreResponse> = {}): RestoreResponse {
  const m = emptyMerchant();
  return {
    userState: 'POST_LEAD',
    formCompletedState: { ...m.formCompletion, companyInfoForm: true },
    lead: { ...m.lead, firstName: 'Ana' },
    companyInformation: { ...m.companyInformation, registeredCountry: 'US' },
    storeDetails: m.storeDetails,
    owners: [{ ...emptyOwner(), firstName: 'Ana', ssn: maskValue('212345678') }],
    locations: [],
    primaryBank: m.primaryBank,
    secondaryBank: m.secondaryBank,
    customerSupport: m.customerSupport,
    cashPay: m.cashPay,
    storeLocationsFile: null,
    merchantAccount: {
      ...m.merchantAccount,
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      gatewayEnabled: false,
    },
    ...overrides,
  };
}

describe('restoring the merchant', () => {
  it('reads every section and the completion flags of the restore answer', () => {
    const merchant = merchantOfRestore(restoreOf());
    expect(merchant.lead.firstName).toBe('Ana');
    expect(merchant.owners[0]?.ssn).toBe('•••••5678');
    expect(merchant.formCompletion.companyInfoForm).toBe(true);
    expect(merchant.locations).toEqual([]);
  });

  it('never keeps sensitive values in the browser draft', () => {
    const draft = localDraftOf(merchantOfRestore(restoreOf()));
    expect(draft.owners?.[0]).not.toHaveProperty('ssn');
    expect(draft.owners?.[0]).not.toHaveProperty('dob');
    expect(draft.owners?.[0]?.firstName).toBe('Ana');
  });

  it('fills what the browser typed and the server has not seen', () => {
    const merchant = merchantOfRestore(restoreOf());
    const restored = withLocalDraft(merchant, {
      companyInformation: { legalBusinessName: 'Acme LLC', registeredCountry: '' },
    });
    expect(restored.companyInformation.legalBusinessName).toBe('Acme LLC');
    expect(restored.companyInformation.registeredCountry).toBe('US');
  });

  it("lets the server draft's owners and locations take precedence (doc 1 §4)", () => {
    const merchant = merchantOfRestore(
      restoreOf({ locations: [{ ...emptyLocation(0), locationName: 'Main St' }] }),
    );
    const restored = withLocalDraft(merchant, {
      owners: [{ firstName: 'Local' }, { firstName: 'Second' }],
      locations: [{ locationName: 'Local store' }],
    });
    expect(restored.owners.map((o) => o.firstName)).toEqual(['Ana']);
    expect(restored.locations.map((l) => l.locationName)).toEqual(['Main St']);
  });

  it('uses the browser lists when the server holds no owner or location data', () => {
    const merchant = merchantOfRestore(restoreOf({ owners: [] }));
    const restored = withLocalDraft(merchant, {
      owners: [{ firstName: 'Local' }, { firstName: 'Second' }],
      locations: [{ locationName: 'A' }, { locationName: 'B' }],
    });
    expect(restored.owners.map((o) => o.firstName)).toEqual(['Local', 'Second']);
    expect(restored.locations.map((l) => l.label)).toEqual(['Location 1', 'Location 2']);
  });
});
