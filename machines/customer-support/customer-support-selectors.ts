/**
 * What the customer support step shows, read from its actor (docs/architecture.md §3): the page's
 * state, and each field's label, hint, required mark, value and message, so the view only binds.
 */
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { CUSTOMER_SUPPORT_RULES } from '../../domain/customer-support/support-rules';
import { ruleStates } from '../../domain/applicability/rule-states';
import { toCountryCode } from '../../domain/countries/country-code';
import { fieldHint } from '../../domain/countries/field-hints';
import type { CustomerSupportField } from '../../domain/customer-support/customer-support';
import { revisionFieldState } from '../forms/revision-fields';
import type { CustomerSupportContext } from './customer-support.machine';

/** The labels of the fields. */
export const SUPPORT_LABELS: Readonly<Record<CustomerSupportField, Message>> = {
  customerSupportEmail: msg('support.field.customerSupportEmail'),
  customerSupportPhone: msg('support.field.customerSupportPhone'),
  customerSupportWebsite: msg('support.field.customerSupportWebsite'),
  financeContactFirstName: msg('support.field.financeContactFirstName'),
  financeContactLastName: msg('support.field.financeContactLastName'),
  financeContactEmail: msg('support.field.financeContactEmail'),
  financeContactPhone: msg('support.field.financeContactPhone'),
};

/** The support fields shoppers see, then the finance contact's (doc 1 §3). */
export const SUPPORT_FIELDS: readonly CustomerSupportField[] = [
  'customerSupportEmail',
  'customerSupportPhone',
  'customerSupportWebsite',
];
export const FINANCE_CONTACT_FIELDS: readonly CustomerSupportField[] = [
  'financeContactFirstName',
  'financeContactLastName',
  'financeContactEmail',
  'financeContactPhone',
];

/** Which input a field is: phone keeps digits and +, e-mail and website their own keyboards. */
export type SupportFieldKind = 'email' | 'phone' | 'url' | 'text';

const KINDS: Record<CustomerSupportField, SupportFieldKind> = {
  customerSupportEmail: 'email',
  customerSupportPhone: 'phone',
  customerSupportWebsite: 'url',
  financeContactFirstName: 'text',
  financeContactLastName: 'text',
  financeContactEmail: 'email',
  financeContactPhone: 'phone',
};

export interface SupportFieldView {
  name: CustomerSupportField;
  kind: SupportFieldKind;
  label: Text;
  description: Text | undefined;
  required: boolean;
  value: string;
  /** The form's own message first, then the server's field error. */
  error: Text | undefined;
  /** The merchant's registered country: the phone picker's default. */
  registeredCountry: string | undefined;
  /** Shown, not changed: an open request for changes did not flag it (decision 0266). */
  readOnly: boolean;
}

interface SupportSnapshot {
  context: CustomerSupportContext;
  matches(state: 'loading' | 'loadFailed' | 'saving' | 'done'): boolean;
}

/** What the step shows: loading, the load's failure with its message, or the form. */
export function supportPageOf(snapshot: SupportSnapshot): 'loading' | 'loadFailed' | 'ready' {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('loadFailed') ? 'loadFailed' : 'ready';
}

/** The save is under way (or done and the status page follows): Submit shows it is busy. */
export const supportIsBusy = (snapshot: SupportSnapshot): boolean =>
  snapshot.matches('saving') || snapshot.matches('done');

/** The message of a failed load or save. */
export const supportErrorOf = (snapshot: SupportSnapshot): Text | null => snapshot.context.error;

/** A flagged field's hint: the reviewer's reason first, then the field's own hint. */
const withRequest = (request: Text | undefined, hint: Text | undefined): Text | undefined =>
  request ? (hint ? msg('support.field.requestAndHint', { request, hint }) : request) : hint;

/** One field as the form shows it. */
export function supportFieldView(
  snapshot: SupportSnapshot,
  name: CustomerSupportField,
): SupportFieldView {
  const { context } = snapshot;
  const registeredCountry = context.validationContext.registeredCountry;
  const state = ruleStates(CUSTOMER_SUPPORT_RULES, context.values, context.validationContext)[name];
  const hint = fieldHint(name, toCountryCode(registeredCountry));
  const requested = revisionFieldState(context.revision, { section: 'customerSupport' }, name);
  return {
    name,
    kind: KINDS[name],
    label: SUPPORT_LABELS[name],
    // A flagged field says first why the reviewer asked for a change.
    description: withRequest(requested.request, hint),
    readOnly: requested.readOnly,
    required: state.required,
    value: context.values[name],
    error: context.messages[name]?.error ?? context.fieldErrors.customerSupport?.[name]?.error,
    registeredCountry,
  };
}
