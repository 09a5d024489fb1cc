import { describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  emptyFormCompletedState,
  type FormCompletedState,
  type FormCompletionFlag,
} from '../session/form-completion';
import { placeOnArrival } from './accordion';
import {
  merchantWithChanges,
  placeAfterSave,
  sectionCompletionFlags,
  sectionSavePayload,
  submissionErrors,
} from './section-save';

function forms(...done: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
}

describe('the flags a section submit asks for', () => {
  const merchant = validMerchant('US');
  it.each([
    ['companyInformation', [], { companyInfoForm: true }],
    ['storeDetails', [], { storeDetailsForm: true }],
    [
      'beneficialOwners',
      ['companyInfoForm', 'storeDetailsForm'],
      { businessOwnerForm: true, agreementAccepted: true, storeForm: true },
    ],
    [
      'beneficialOwners',
      ['companyInfoForm'],
      { businessOwnerForm: true, agreementAccepted: true, storeForm: false },
    ],
  ] as const)('%s with %j done → %j', (section, done, flags) => {
    const m = { ...merchant, formCompletion: { ...forms(...done), agreementAccepted: true } };
    expect(sectionCompletionFlags(section, m)).toMatchObject(flags);
    const sent = sectionSavePayload(section, m).formCompletionData;
    const on = Object.entries(sent)
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort();
    expect(on).toEqual(
      Object.entries(flags)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    );
  });
});

describe('a section is checked before it is sent', () => {
  it('a valid merchant has no errors in any section', () => {
    const merchant = validMerchant('UK');
    for (const section of ['companyInformation', 'storeDetails', 'beneficialOwners'] as const) {
      expect(submissionErrors(section, merchant)).toEqual({});
    }
  });

  it('the owners step needs the agreement and valid owners (doc 2 §5)', () => {
    const merchant = merchantWithChanges(validMerchant('UK'), {
      agreementAccepted: false,
      owners: [{ ...validMerchant('UK').owners[0]!, postalCode: '' }],
    });
    expect(Object.keys(submissionErrors('beneficialOwners', merchant).owners ?? {})).toEqual(
      expect.arrayContaining(['bo_0_postalCode', 'agreementAccepted']),
    );
  });

  it('the store step includes its locations', () => {
    const merchant = merchantWithChanges(validMerchant('AU'), {
      locations: [{ ...validMerchant('AU').locations[0]!, locationName: '' }],
    });
    expect(submissionErrors('storeDetails', merchant).locations).toHaveProperty(
      'loc_0_locationName',
    );
  });
});

describe('where the merchant goes (doc 1 §2)', () => {
  it.each<[FormCompletionFlag[], string, string]>([
    [['companyInfoForm'], 'storeDetails', '/onboarding/store-details'],
    [['companyInfoForm', 'storeDetailsForm'], 'beneficialOwners', '/onboarding/beneficial-owners'],
    [
      ['companyInfoForm', 'storeDetailsForm', 'businessOwnerForm', 'storeForm'],
      'beneficialOwners',
      '/onboarding/bank-info',
    ],
  ])('after a save with %j done: %s at %s', (done, section, route) => {
    expect(placeAfterSave(forms(...done))).toEqual({ section, route });
  });

  it('on arrival the bare entry stays, a named section that may not open gives way', () => {
    expect(placeOnArrival('/onboarding', forms())).toEqual({
      section: 'companyInformation',
      route: '/onboarding',
    });
    expect(placeOnArrival('/onboarding/store-details', forms())).toEqual({
      section: 'companyInformation',
      route: '/onboarding/company-information',
    });
  });
});
