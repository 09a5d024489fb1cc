import { describe, expect, it } from 'vitest';
import {
  FORM_COMPLETION_FLAGS,
  emptyFormCompletedState,
  type FormCompletedState,
  type FormCompletionFlag,
} from '../session/form-completion';
import { progressPercent, shownProgressPercent } from './progress';
import { activeStepIndex, stepperStates } from './stepper';

/** Every combination of the ten completion flags: the whole input table. */
function everyFormState(): FormCompletedState[] {
  return Array.from({ length: 2 ** FORM_COMPLETION_FLAGS.length }, (_, bits) => {
    const forms = emptyFormCompletedState();
    FORM_COMPLETION_FLAGS.forEach((flag, i) => (forms[flag] = (bits & (1 << i)) !== 0));
    return forms;
  });
}
const ALL = everyFormState();

function forms(...done: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
}

describe('progress percent (doc 1 §2: bank 49, owner, company, store details 16.7, support 1)', () => {
  it.each<[string, FormCompletionFlag[], number]>([
    ['nothing done', [], 0],
    ['company information', ['companyInfoForm'], 16.7],
    ['company and store details', ['companyInfoForm', 'storeDetailsForm'], 33.4],
    [
      'the three business forms',
      ['companyInfoForm', 'storeDetailsForm', 'businessOwnerForm'],
      50.1,
    ],
    ['only the store form: the three business forms credited', ['storeForm'], 50.1],
    ['store form and bank', ['storeForm', 'bankForm'], 99.1],
    ['everything but cash pay', ['storeForm', 'bankForm', 'customerServiceForm'], 100],
    ['forms that weigh nothing', ['cashPayForm', 'agreementAccepted', 'gatewayEnabled'], 0],
  ])('%s → %s', (_why, done, percent) => {
    expect(progressPercent(forms(...done))).toBe(percent);
  });

  it('over the whole input table: the weights of the credited forms, at most 100', () => {
    for (const state of ALL) {
      const business = (flag: boolean) => (flag || state.storeForm ? 16.7 : 0);
      const expected =
        (state.bankForm ? 49 : 0) +
        business(state.businessOwnerForm) +
        business(state.companyInfoForm) +
        business(state.storeDetailsForm) +
        (state.customerServiceForm ? 1 : 0);
      expect(progressPercent(state)).toBeCloseTo(Math.min(100, expected), 5);
    }
  });

  it('never falls when one more form is completed', () => {
    for (const state of ALL) {
      for (const flag of FORM_COMPLETION_FLAGS.filter((f) => !state[f])) {
        expect(progressPercent({ ...state, [flag]: true })).toBeGreaterThanOrEqual(
          progressPercent(state),
        );
      }
    }
  });
});

describe('stepper (doc 1 §4 "Stepper") over the whole input table', () => {
  it('Business Details is complete exactly when company, store details and owners are credited', () => {
    for (const state of ALL) {
      const done =
        state.storeForm ||
        (state.companyInfoForm && state.storeDetailsForm && state.businessOwnerForm);
      expect(stepperStates(state)['Business Details']).toBe(done ? 'complete' : 'inProgress');
    }
  });

  it('Payment Information: complete with the bank, in progress after business details, else not started', () => {
    for (const state of ALL) {
      const business = stepperStates(state)['Business Details'] === 'complete';
      const expected = state.bankForm ? 'complete' : business ? 'inProgress' : 'notStarted';
      expect(stepperStates(state)['Payment Information']).toBe(expected);
    }
  });

  it('Customer Service: complete with its form, in progress once the bank is done, else not started', () => {
    for (const state of ALL) {
      const expected = state.customerServiceForm
        ? 'complete'
        : state.bankForm
          ? 'inProgress'
          : 'notStarted';
      expect(stepperStates(state)['Customer Service']).toBe(expected);
    }
  });

  it.each<[FormCompletionFlag[], number]>([
    [[], 0],
    [['storeForm'], 1],
    [['storeForm', 'bankForm'], 2],
    [['storeForm', 'bankForm', 'customerServiceForm'], 3],
  ])('with %j done the active step is %i', (done, index) => {
    expect(activeStepIndex(forms(...done))).toBe(index);
  });
});

describe('the percent as shown is a whole number', () => {
  it.each([
    [0, 0],
    [0.4, 1],
    [1, 1],
    [16.7, 17],
    [33.4, 33],
    [50.1, 50],
    [66.5, 67],
    [99.1, 99],
    [99.6, 99],
    [100, 100],
  ])('%s → %s', (percent, shown) => {
    expect(shownProgressPercent(percent)).toBe(shown);
  });

  it('is whole for every combination of completed forms', () => {
    for (const state of everyFormState()) {
      const shown = shownProgressPercent(progressPercent(state));
      expect(Number.isInteger(shown)).toBe(true);
    }
  });
});
