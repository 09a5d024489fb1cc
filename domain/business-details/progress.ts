import type { FormCompletedState, FormCompletionFlag } from '../session/form-completion';

/**
 * doc 1 §2 "Stepper and progress": the weight of each completed form in the progress percent;
 * every other form weighs nothing.
 */
export const PROGRESS_WEIGHTS: Readonly<Partial<Record<FormCompletionFlag, number>>> = {
  bankForm: 49,
  businessOwnerForm: 16.7,
  companyInfoForm: 16.7,
  storeDetailsForm: 16.7,
  customerServiceForm: 1,
};

/** The three business forms the older single store flag stands for. */
export const BUSINESS_FORM_FLAGS = [
  'companyInfoForm',
  'storeDetailsForm',
  'businessOwnerForm',
] as const satisfies readonly FormCompletionFlag[];

/**
 * True when `flag` counts as done. doc 1 §2: "If only the store form is complete, the three
 * business forms are credited", so the store flag completes each business form.
 */
export function isFormCredited(forms: FormCompletedState, flag: FormCompletionFlag): boolean {
  if (forms[flag]) return true;
  return (BUSINESS_FORM_FLAGS as readonly FormCompletionFlag[]).includes(flag) && forms.storeForm;
}

/** The progress percent shown with the stepper: the weights of the credited forms, 0 to 100. */
export function progressPercent(forms: FormCompletedState): number {
  const sum = (Object.entries(PROGRESS_WEIGHTS) as [FormCompletionFlag, number][])
    .filter(([flag]) => isFormCredited(forms, flag))
    .reduce((total, [, weight]) => total + weight, 0);
  // 16.7 × 3 adds up to 50.1, so the total is rounded to one decimal and capped at 100.
  return Math.min(100, Math.round(sum * 10) / 10);
}

/**
 * The percent as shown: a whole number ("33% complete", not "33.4% complete"). Rounded to the
 * nearest whole number, except that some progress never reads 0 and unfinished work never reads
 * 100, so the figure never claims more or less than was done.
 */
export function shownProgressPercent(percent: number): number {
  if (percent <= 0) return 0;
  if (percent >= 100) return 100;
  return Math.min(99, Math.max(1, Math.round(percent)));
}
