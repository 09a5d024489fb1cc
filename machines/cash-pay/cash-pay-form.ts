/**
 * The cash form held by the cash pay machine (docs/decisions/0240): its draft, the messages of the
 * shared check (domain/cash-pay/cash-pay-schemas, the server's own) computed when a field is left
 * or Submit is pressed, and the server's field errors kept beside them until their field changes
 * (doc 2 §8 "Cash validation_errors become field errors").
 */
import { cashFormErrors, type CashFormInput } from '../../domain/cash-pay/cash-pay-schemas';
import type { FieldError } from '../../domain/errors/field-errors';

export type CashFormField = keyof CashFormInput;
export type CashFormMessages = Partial<Record<CashFormField, FieldError>>;

export interface CashFormState {
  draft: CashFormInput;
  /** The check's messages, for the fields left or all of them once Submit was pressed. */
  messages: CashFormMessages;
  /** Submit was pressed: a changed field is checked again at once. */
  submitted: boolean;
}

export const emptyCashForm = (): CashFormState => ({
  draft: { cashPayLogoUrl: '', cashPayAgreementAccepted: false },
  messages: {},
  submitted: false,
});

/** The check of every field; the agreement is not asked again once it was accepted (doc 1 §2). */
export function cashFormMessages(
  draft: CashFormInput,
  agreementAccepted: boolean,
): CashFormMessages {
  return (cashFormErrors(draft, agreementAccepted)?.cashPay ?? {}) as CashFormMessages;
}

/** Whether Submit may send the draft. */
export const cashFormValid = (draft: CashFormInput, agreementAccepted: boolean) =>
  Object.keys(cashFormMessages(draft, agreementAccepted)).length === 0;

/** `fields` checked again, the others' messages kept. */
function recheck(
  form: CashFormState,
  draft: CashFormInput,
  fields: readonly CashFormField[],
  agreementAccepted: boolean,
): CashFormMessages {
  const now = cashFormMessages(draft, agreementAccepted);
  const messages = { ...form.messages };
  for (const field of fields) {
    if (now[field]) messages[field] = now[field];
    else delete messages[field];
  }
  return messages;
}

/** The fields whose value `values` changes. */
export const changedFields = (form: CashFormState, values: Partial<CashFormInput>) =>
  (Object.keys(values) as CashFormField[]).filter((field) => values[field] !== form.draft[field]);

/** A change: the draft takes the values; a field with a message, or after Submit, is rechecked. */
export function changedCashForm(
  form: CashFormState,
  values: Partial<CashFormInput>,
  agreementAccepted: boolean,
): CashFormState {
  const draft = { ...form.draft, ...values };
  const changed = changedFields(form, values);
  const rechecked = changed.filter((field) => form.submitted || form.messages[field]);
  return { ...form, draft, messages: recheck(form, draft, rechecked, agreementAccepted) };
}

/** A field left: its message is computed. */
export function leftCashFormField(
  form: CashFormState,
  field: CashFormField,
  agreementAccepted: boolean,
): CashFormState {
  return { ...form, messages: recheck(form, form.draft, [field], agreementAccepted) };
}

/** Submit pressed: every field's message shows. */
export function submittedCashForm(form: CashFormState, agreementAccepted: boolean): CashFormState {
  return { ...form, submitted: true, messages: cashFormMessages(form.draft, agreementAccepted) };
}

/** The server's field errors without those of the fields that `values` changes. */
export function withoutChangedErrors(
  fieldErrors: Record<string, FieldError>,
  form: CashFormState,
  values: Partial<CashFormInput>,
): Record<string, FieldError> {
  const kept = { ...fieldErrors };
  for (const field of changedFields(form, values)) delete kept[field];
  return kept;
}
