import { describe, expect, it } from 'vitest';
import {
  FORM_COMPLETION_FLAGS,
  emptyFormCompletedState,
  type FormCompletedState,
  type FormCompletionFlag,
} from '../session/form-completion';
import {
  BUSINESS_SECTIONS,
  canOpenSection,
  firstIncompleteSection,
  sectionAvailable,
  sectionForPath,
  sectionOfPath,
} from './accordion';
import { sectionWithErrors } from './error-section';

function forms(...done: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
}
const ALL = Array.from({ length: 2 ** FORM_COMPLETION_FLAGS.length }, (_, bits) => {
  const state = emptyFormCompletedState();
  FORM_COMPLETION_FLAGS.forEach((flag, i) => (state[flag] = (bits & (1 << i)) !== 0));
  return state;
});

describe('accordion availability (doc 1 §2)', () => {
  it('over every completion state: company always, store details after company, owners after store details', () => {
    for (const state of ALL) {
      const company = state.companyInfoForm || state.storeForm;
      const store = state.storeDetailsForm || state.storeForm;
      expect(sectionAvailable('companyInformation', state)).toBe(true);
      expect(sectionAvailable('storeDetails', state)).toBe(company);
      expect(sectionAvailable('beneficialOwners', state)).toBe(store);
    }
  });

  it.each<[FormCompletionFlag[], string]>([
    [[], 'companyInformation'],
    [['companyInfoForm'], 'storeDetails'],
    [['companyInfoForm', 'storeDetailsForm'], 'beneficialOwners'],
    [['storeForm'], 'beneficialOwners'],
  ])('with %j done the first incomplete section is %s', (done, section) => {
    expect(firstIncompleteSection(forms(...done))).toBe(section);
  });

  it('a complete section always opens', () => {
    const state = forms('companyInfoForm', 'storeDetailsForm', 'businessOwnerForm');
    for (const section of BUSINESS_SECTIONS) {
      for (const open of BUSINESS_SECTIONS) expect(canOpenSection(section, open, state)).toBe(true);
    }
  });

  it('an incomplete available section opens only from a prior open section', () => {
    const state = forms('companyInfoForm');
    expect(canOpenSection('storeDetails', 'companyInformation', state)).toBe(true);
    expect(canOpenSection('storeDetails', 'beneficialOwners', state)).toBe(false);
    expect(canOpenSection('beneficialOwners', 'companyInformation', state)).toBe(false);
  });
});

describe('the last path segment selects the open section', () => {
  it.each([
    ['/onboarding/company-information', 'companyInformation'],
    ['/onboarding/store-details/', 'storeDetails'],
    ['/onboarding/beneficial-owners', 'beneficialOwners'],
    ['/onboarding', undefined],
    ['/onboarding/bank-info', undefined],
  ])('%s → %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it('a section that may not open yet gives way to the first incomplete one', () => {
    expect(sectionForPath('/onboarding/beneficial-owners', forms())).toBe('companyInformation');
    expect(sectionForPath('/onboarding', forms('companyInfoForm'))).toBe('storeDetails');
    expect(sectionForPath('/onboarding/company-information', forms('companyInfoForm'))).toBe(
      'companyInformation',
    );
  });
});

describe('field errors send the merchant to the first section holding one (doc 2 §2)', () => {
  const error = { code: 'Required', error: 'Value Required' } as const;
  it.each([
    [{ storeDetails: { website: error }, owners: { bo_0_ssn: error } }, 'beneficialOwners'],
    [
      { storeDetails: { website: error }, companyInformation: { ein: error } },
      'companyInformation',
    ],
    [{ locations: { loc_0_locationName: error } }, 'storeDetails'],
    [{ primaryBank: { account: error } }, undefined],
    [{ companyInformation: {} }, undefined],
    [undefined, undefined],
  ])('%j → %s', (errors, section) => {
    expect(sectionWithErrors(errors)).toBe(section);
  });
});
