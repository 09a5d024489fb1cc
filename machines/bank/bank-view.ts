/**
 * The bank step's view models (docs/architecture.md §3): what each bank view shows, read from the
 * bank actor's snapshot. The page (heading, bullets, the steps with their checkmarks and
 * summaries, the agreement), the primary step (link offer or manual form) and each manual form's
 * fields with their labels, hints, required marks, values and messages (doc 2 §4, §5).
 */
import type { SnapshotFrom } from 'xstate';
import { msg, type Text } from '../../domain/i18n/message';
import type { PickList } from '../../domain/picklists/pick-list';
import { maskValue } from '../../domain/api/merchant-api';
import {
  ACCOUNT_NAME_OF_OWNER,
  PRIMARY_BANK_RULES,
  SECONDARY_BANK_RULES,
} from '../../domain/bank/bank-rules';
import type { SectionRules } from '../../domain/applicability/field-rule';
import { ruleStates, type FieldState } from '../../domain/applicability/rule-states';
import { toCountryCode } from '../../domain/countries/country-code';
import { fieldHint } from '../../domain/countries/field-hints';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import type { PrimaryBankField } from '../../domain/bank/bank';
import {
  ACCOUNT_NAME_HINTS,
  bankAgreement,
  BANK_BULLETS,
  BANK_FIELD_LABELS,
  CONTINUE_LABEL,
  PRIMARY_STEP_TITLE,
  SECONDARY_STEP_TITLE,
  SIGNATORY_ANSWERS,
  SUBMIT_LABEL,
} from './bank-copy';
import type { BankSection } from './bank-form';
import { linkOffered, secondaryMaySkip } from './bank-revision';
import { revisionFieldState, type RevisionFieldState } from '../forms/revision-fields';
import { revisionNoticeOf, type RevisionNoticeView } from '../forms/revision-notice';
import type { RevisionSection } from '../../domain/revision/revision-items';
import { maskedBank, type bankMachine } from './bank.machine';

type BankSnapshot = SnapshotFrom<typeof bankMachine>;
type OpenStep = 'primary' | 'secondary';

/** One step of the accordion: its marker, whether it may be opened, its saved summary. */
export interface BankStepView {
  value: OpenStep;
  title: Text;
  /** Its number on the marker (1, 2), or a checkmark once done. */
  number: number;
  done: boolean;
  disabled: boolean;
  /** The saved bank in one line, under the heading of a step that is not open. */
  summary: Text | null;
}

export interface BankPageView {
  loading: boolean;
  loadFailed: boolean;
  /** The load's failure, in plain words. */
  error: Text | null;
  bullets: readonly Text[];
  /** "Step 1 of 2" while a form is open; null once complete. */
  progress: Text | null;
  open: OpenStep | null;
  steps: BankStepView[];
  agreement: Text;
  complete: boolean;
  /** While a request for changes is open: what it asks of this step (decision 0266). */
  revision: RevisionNoticeView | undefined;
}

const BANK_SECTIONS: readonly RevisionSection[] = ['primaryBank', 'secondaryBank'];
const bankNotice = revisionNoticeOf();

/** The open step of the accordion: 0 primary, 1 secondary, the step count once complete. */
function stepIndexOf(snapshot: BankSnapshot): number {
  if (snapshot.matches('primary')) return 0;
  if (snapshot.matches('secondary')) return 1;
  return snapshot.context.setup?.secondaryShown ? 2 : 1;
}

const openStepOf = (snapshot: BankSnapshot): OpenStep | null =>
  snapshot.matches('primary') ? 'primary' : snapshot.matches('secondary') ? 'secondary' : null;

/** The numbers a summary names, without their confirmations. */
const SUMMARY_FIELDS: readonly PrimaryBankField[] = [
  'bankName',
  'routing',
  'bsb',
  'sortCode',
  'canadaRoutingInstitutionIdNumber',
  'canadaRoutingTransitIdNumber',
  'account',
  'canadaChequingAccount',
];

/** The summary of a bank's saved values, masked, one "label value" after the other; null when none. */
export function bankSummaryText(bank: Record<string, unknown>, suffix: '' | '2'): Text | null {
  const masked = maskedBank(bank);
  const parts = SUMMARY_FIELDS.flatMap((field) => {
    const value = masked[`${field}${suffix}`];
    const label = BANK_FIELD_LABELS[field];
    return typeof value === 'string' && value && label
      ? [msg('bank.summary.number', { label, value })]
      : [];
  });
  const [first, ...rest] = parts;
  if (!first) return null;
  return rest.reduce<Text>((list, part) => msg('bank.summary.pair', { list, part }), first);
}

/** The saved primary (masked numbers, or the linked institution) or secondary, in one line. */
function summaryOf({ context }: BankSnapshot, step: OpenStep): Text | null {
  if (step === 'primary') {
    const linked = context.linkedAccount;
    if (linked) {
      return msg('bank.summary.linked', {
        institution: linked.institutionName,
        mask: maskValue(`0000${linked.mask}`),
      });
    }
    return bankSummaryText({ ...context.primaryBank }, '');
  }
  return bankSummaryText({ ...context.secondaryBank }, '2');
}

/** The whole bank page. */
export function bankPageView(snapshot: BankSnapshot): BankPageView {
  const { context } = snapshot;
  const secondaryShown = context.setup?.secondaryShown === true;
  const complete = snapshot.matches('complete');
  const open = openStepOf(snapshot);
  const stepCount = secondaryShown ? 2 : 1;
  const step = (value: OpenStep, number: number, done: boolean, disabled: boolean) => ({
    value,
    title: value === 'primary' ? PRIMARY_STEP_TITLE : SECONDARY_STEP_TITLE,
    number,
    done,
    disabled,
    summary: open !== value && done ? summaryOf(snapshot, value) : null,
  });
  return {
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    error: context.error,
    bullets: BANK_BULLETS,
    progress: complete
      ? null
      : msg('bank.progress', {
          step: Math.min(stepIndexOf(snapshot), stepCount - 1) + 1,
          count: stepCount,
        }),
    open,
    steps: [
      step('primary', 1, context.primaryDone, false),
      ...(secondaryShown
        ? [step('secondary', 2, context.secondaryDone, !context.primaryDone)]
        : []),
    ],
    agreement: bankAgreement(toCountryCode(context.setup?.registeredCountry)),
    complete,
    revision: bankNotice(
      context.revision,
      BANK_SECTIONS,
      toCountryCode(context.setup?.registeredCountry),
    ),
  };
}

/** The primary step: the link offer where it is available, its manual form in a modal. */
export interface PrimaryStepView {
  linkAvailable: boolean;
  /** The manual form is open (in the modal where the link is offered). */
  manualOpen: boolean;
  /** Link's token while the link runs. */
  linkToken: string | null;
  linkBusy: boolean;
  /** The link's message (the manual form shows its own). */
  error: Text | null;
}

export function primaryStepView(snapshot: BankSnapshot): PrimaryStepView {
  const at = (state: string) => snapshot.matches({ primary: state } as never);
  return {
    // decision 0266: not while a request for changes is open that leaves the primary bank as is.
    linkAvailable: linkOffered(snapshot.context),
    manualOpen: at('manual') || at('savingManual'),
    linkToken: at('linking') ? snapshot.context.linkToken : null,
    linkBusy: at('creatingLinkToken') || at('linking') || at('savingLink'),
    error: at('manual') ? null : snapshot.context.error,
  };
}

/** One field of a manual bank form. */
export interface BankFieldView {
  /** Its name in the form (`account`, `account2`). */
  name: string;
  kind: 'text' | 'signatories';
  label: Text;
  description: Text | undefined;
  required: boolean;
  value: string;
  message: Text | undefined;
  type: 'text' | 'email';
  inputMode: 'numeric' | undefined;
  /** The answers of the signatories question (doc 2 §3). */
  options: PickList;
  /** Shown, not changed: an open request for changes did not flag it (decision 0266). */
  readOnly: boolean;
}

/** New Zealand's direct debit part (doc 1 §2, doc 2 §4). */
export interface DirectDebitView {
  oneSignatory: boolean;
  multipleSignatories: boolean;
  termsName: string;
  termsAccepted: boolean;
  termsMessage: Text | undefined;
  uploadName: string;
  upload: string;
  uploadMessage: Text | undefined;
  /** The terms and the signed form are shown, not changed, under an open request (0266). */
  termsReadOnly: boolean;
  uploadReadOnly: boolean;
  /** The line under the upload: the reviewer's reason when the signed form is flagged. */
  uploadDescription: Text | undefined;
  /** Shown when the part's code could not be loaded. */
  loadFailedMessage: Text;
}

export interface BankFormView {
  fields: BankFieldView[];
  directDebit: DirectDebitView;
  /** A message for the whole form ('Unexpected error', the server's or Plaid's text). */
  error: Text | null;
  busy: boolean;
  submitLabel: Text;
  /** The secondary step may be skipped (sent empty): not while a request is open. */
  canSkip: boolean;
}

/** The fields in the order the form shows them: the signatories first, then the text fields. */
const FORM_FIELDS: readonly PrimaryBankField[] = [
  'signatoryType',
  'bankName',
  'bankBranch',
  'bankAccountName',
  'routing',
  'bsb',
  'sortCode',
  'canadaRoutingInstitutionIdNumber',
  'canadaRoutingTransitIdNumber',
  'canadaChequingAccount',
  'confirmCanadaChequingAccount',
  'account',
  'confirmAccount',
  'signatoryName',
  'email',
];

/** Fields typed as words; the others are numbers. */
const WORD_FIELDS: ReadonlySet<PrimaryBankField> = new Set([
  'bankName',
  'bankBranch',
  'bankAccountName',
  'signatoryName',
  'email',
]);

/** A manual bank form: the primary's or the secondary's. */
export function bankFormView(snapshot: BankSnapshot, section: BankSection): BankFormView {
  const { context } = snapshot;
  const suffix = section === 'secondaryBank' ? '2' : '';
  const draft = ((section === 'primaryBank' ? context.primaryBank : context.secondaryBank) ??
    {}) as Record<string, unknown>;
  const validation = context.setup?.validationContext ?? {};
  const country = toCountryCode(validation.registeredCountry);
  const rules: SectionRules<string> =
    section === 'primaryBank' ? PRIMARY_BANK_RULES : SECONDARY_BANK_RULES;
  const states: Record<string, FieldState> = ruleStates(rules, draft, validation);
  const stateOf = (field: string): FieldState | undefined => states[`${field}${suffix}`];
  const messageOf = (name: string) =>
    context.messages[section][name]?.error ?? context.fieldErrors[section]?.[name]?.error;
  const text = (name: string) => (typeof draft[name] === 'string' ? (draft[name] as string) : '');
  const accountNameHint =
    ACCOUNT_NAME_HINTS[
      stateOf('bankAccountName')?.labelVariant === ACCOUNT_NAME_OF_OWNER
        ? 'ownerName'
        : 'legalBusinessName'
    ];

  const requested = (name: string): RevisionFieldState =>
    revisionFieldState(context.revision, { section }, name);
  // A flagged field says first why the reviewer asked for a change, then its hint.
  const withRequest = (request: Text | undefined, hint: Text | undefined): Text | undefined =>
    request ? (hint ? msg('bank.field.requestAndHint', { request, hint }) : request) : hint;

  const fields = FORM_FIELDS.filter((field) => stateOf(field)?.shown).map(
    (field): BankFieldView => {
      const name = `${field}${suffix}`;
      const request = requested(name);
      return {
        name,
        kind: field === 'signatoryType' ? 'signatories' : 'text',
        label: BANK_FIELD_LABELS[field] ?? field,
        // The example sits in the hint under the label, never as a placeholder that looks typed.
        description: withRequest(
          request.request,
          field === 'signatoryType'
            ? undefined
            : field === 'bankAccountName'
              ? accountNameHint
              : fieldHint(field, country),
        ),
        required: stateOf(field)?.required ?? false,
        value: text(name),
        message: messageOf(name),
        type: field === 'email' ? 'email' : 'text',
        inputMode: WORD_FIELDS.has(field) || field === 'signatoryType' ? undefined : 'numeric',
        options: field === 'signatoryType' ? SIGNATORY_ANSWERS : [],
        readOnly: request.readOnly,
      };
    },
  );

  const signatory = draft[`signatoryType${suffix}`];
  const termsName = `directDebitTermsAccepted${suffix}`;
  const uploadName = `directDebitAgreement${suffix}`;
  const primary = section === 'primaryBank';
  return {
    fields,
    directDebit: {
      oneSignatory: !!stateOf('directDebitTermsAccepted')?.shown && signatory === 'One Signatory',
      multipleSignatories:
        !!stateOf('directDebitAgreement')?.shown && signatory === 'Multiple Signatories',
      termsName,
      termsAccepted: draft[termsName] === true,
      termsMessage: messageOf(termsName),
      uploadName,
      upload: text(uploadName),
      uploadMessage: messageOf(uploadName),
      termsReadOnly: requested(termsName).readOnly,
      uploadReadOnly: requested(uploadName).readOnly,
      uploadDescription: requested(uploadName).request,
      loadFailedMessage: NETWORK_ERROR_MESSAGE,
    },
    error: context.error,
    busy: primary
      ? snapshot.matches({ primary: 'savingManual' })
      : snapshot.matches({ secondary: 'saving' }),
    submitLabel: primary && context.setup?.secondaryShown === true ? CONTINUE_LABEL : SUBMIT_LABEL,
    canSkip: secondaryMaySkip(context),
  };
}
