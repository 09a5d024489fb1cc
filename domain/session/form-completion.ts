/** The form-completion flags of a merchant (doc 1 §3 "formCompletion flags"). */
export const FORM_COMPLETION_FLAGS = [
  'agreementAccepted',
  'bankForm',
  'businessOwnerForm',
  'cashPayForm',
  'cashPayAgreementAccepted',
  'companyInfoForm',
  'customerServiceForm',
  'gatewayEnabled',
  'storeDetailsForm',
  'storeForm',
] as const;
export type FormCompletionFlag = (typeof FORM_COMPLETION_FLAGS)[number];
export type FormCompletedState = Record<FormCompletionFlag, boolean>;

/** A merchant with nothing completed yet. */
export function emptyFormCompletedState(): FormCompletedState {
  return Object.fromEntries(
    FORM_COMPLETION_FLAGS.map((flag) => [flag, false]),
  ) as FormCompletedState;
}
