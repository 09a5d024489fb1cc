import { describe, expect, it } from 'vitest';
import { emptyFormCompletedState } from '../session/form-completion';
import { milestonesOfDecision, milestonesOfForms } from './funnel-milestones';

const forms = (flags: Partial<ReturnType<typeof emptyFormCompletedState>>) => ({
  ...emptyFormCompletedState(),
  ...flags,
});

describe('the milestones a saved form reaches (decision 0255)', () => {
  it.each([
    [{}, []],
    [{ companyInfoForm: true, storeDetailsForm: true }, []],
    [
      { companyInfoForm: true, storeDetailsForm: true, businessOwnerForm: true },
      ['business_details_completed'],
    ],
    // The older store flag credits all three sections, as the stepper reads it (doc 1 §4).
    [{ storeForm: true }, ['business_details_completed']],
    [{ bankForm: true }, ['bank_completed']],
    [
      { storeForm: true, bankForm: true, customerServiceForm: true },
      ['business_details_completed', 'bank_completed', 'customer_support_completed'],
    ],
  ] as const)('%j reaches %j', (flags, expected) => {
    expect(milestonesOfForms(forms(flags))).toEqual(expected);
  });

  it('an approval reaches "approved", and COMPLETE also the live account', () => {
    expect(milestonesOfDecision('COMPLETE')).toEqual(['compliance_approved', 'account_activated']);
    expect(milestonesOfDecision('INELIGIBLE')).toEqual([]);
    expect(milestonesOfDecision('REQUIRES_ATTENTION')).toEqual([]);
  });
});
