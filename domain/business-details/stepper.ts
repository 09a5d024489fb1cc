import type { FormCompletedState } from '../session/form-completion';
import { BUSINESS_FORM_FLAGS, isFormCredited } from './progress';

/** The three steps of the onboarding stepper (doc 1 §2 "Stepper and progress"). */
export const STEPPER_STEPS = [
  'Business Details',
  'Payment Information',
  'Customer Service',
] as const;
export type StepperStep = (typeof STEPPER_STEPS)[number];

/** How far a step has come. */
export type StepState = 'complete' | 'inProgress' | 'notStarted';

/** doc 1 §4 "Stepper": Business Details is done when its three forms are. */
export function businessDetailsComplete(forms: FormCompletedState): boolean {
  return BUSINESS_FORM_FLAGS.every((flag) => isFormCredited(forms, flag));
}

/**
 * doc 1 §4 "Stepper": Business Details complete when company, store details and owners are done,
 * else in progress; Payment Information complete when the bank form is done, in progress once
 * business details are complete, else not started; Customer Service complete when its form is
 * done, in progress once the bank is done, else not started.
 */
export function stepperStates(forms: FormCompletedState): Record<StepperStep, StepState> {
  const business = businessDetailsComplete(forms);
  return {
    'Business Details': business ? 'complete' : 'inProgress',
    'Payment Information': forms.bankForm ? 'complete' : business ? 'inProgress' : 'notStarted',
    'Customer Service': forms.customerServiceForm
      ? 'complete'
      : forms.bankForm
        ? 'inProgress'
        : 'notStarted',
  };
}

/** The index of the step the merchant is on: the first not complete (3 when all are). */
export function activeStepIndex(forms: FormCompletedState): number {
  const states = stepperStates(forms);
  const index = STEPPER_STEPS.findIndex((step) => states[step] !== 'complete');
  return index === -1 ? STEPPER_STEPS.length : index;
}
