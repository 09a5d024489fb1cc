/**
 * The bank machine's context and events, and the transitions its save steps share (doc 2 §7,
 * §8): where a save answer goes, and the way into the primary step.
 */
import { and } from 'xstate';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { ValidationErrors } from '../../domain/errors/field-errors';
import type { PrimaryBank, SecondaryBank } from '../../domain/bank/bank';
import type { BankLabel } from '../../domain/bank/bank-payload';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { Text } from '../../domain/i18n/message';
import type { BankSetup, LinkedAccount } from './bank-answers';
import type { BankChanges, BankMessages, BankSection } from './bank-form';

/** The step the journey shows: a form being edited, or the summary of a complete form. */
export type BankStep = 'primary' | 'secondary' | 'summary';

export interface BankContext {
  setup: BankSetup | null;
  primaryBank: PrimaryBank | null;
  secondaryBank: SecondaryBank | null;
  primaryDone: boolean;
  secondaryDone: boolean;
  linkToken: string | null;
  linkedAccount: LinkedAccount | null;
  /** The step the journey shows (it tells this actor with `step.show`). */
  showing: BankStep;
  /** The messages of the forms' own checks (doc 2 §4, §5), by section and field. */
  messages: Record<BankSection, BankMessages>;
  /** The forms whose submit was refused: their changed fields are checked again at once. */
  submitted: Record<BankSection, boolean>;
  /** The server's field errors, shown under their fields until the field changes. */
  fieldErrors: ValidationErrors;
  /** The message shown above the step's form. */
  error: Text | null;
  formCompletedState: FormCompletedState | null;
  /**
   * The open request for changes, from the restore and then each save's answer: only its flagged
   * fields may change (decision 0266); null when none is open.
   */
  revision: MerchantRevision | null;
}

export type BankEvent =
  | { type: 'retry' }
  | { type: 'link.start' }
  | { type: 'link.success'; account: LinkedAccount }
  /** Link closed: Plaid's own words, ours, or none when the merchant closed it. */
  | { type: 'link.exit'; message: Text | null }
  | { type: 'manual.open' }
  | { type: 'manual.close' }
  | { type: 'primary.change'; changes: BankChanges }
  | { type: 'secondary.change'; changes: BankChanges }
  | { type: 'primary.blur'; field: string }
  | { type: 'secondary.blur'; field: string }
  | { type: 'primary.submit' }
  | { type: 'secondary.submit' }
  | { type: 'secondary.skip' }
  /** The merchant opens a saved step from its heading; the journey decides and shows it. */
  | { type: 'primary.edit' }
  | { type: 'secondary.edit' }
  /** The journey shows a step (doc 1 §2 "Bank linking"). */
  | { type: 'step.show'; step: BankStep }
  /** Continue from the complete form to customer service. */
  | { type: 'continue' };

export type Source = 'MANUAL' | 'PLAID';

/** Where a completed save goes, with what it does on the way. */
export interface Onward {
  guard?: string;
  target: string;
  actions: readonly unknown[];
}

/**
 * The outcomes of a save answer (doc 2 §7, §8): field errors go back to the form, a completed
 * state moves on, anything else is 'Unexpected error', reported. Each is tracked.
 */
export function saveOutcomes(label: BankLabel, source: Source, back: string, onward: Onward[]) {
  return [
    {
      guard: 'answerHasFieldErrors',
      target: back,
      actions: [
        'keepRevision',
        source === 'PLAID' ? 'showLinkFieldErrors' : 'setFieldErrors',
        { type: 'trackFailed', params: { label, source, reason: 'validation' } },
      ],
    },
    ...onward.map(({ guard, target, actions }) => ({
      guard: guard ? and(['answerIsComplete', guard]) : 'answerIsComplete',
      target,
      actions: ['keepRevision', ...actions, { type: 'trackSaved', params: { label, source } }],
    })),
    {
      target: back,
      actions: [
        'setUnexpected',
        { type: 'reportUnexpected', params: { label } },
        { type: 'trackFailed', params: { label, source, reason: 'unexpected' } },
      ],
    },
  ] as never;
}

/**
 * After the primary: the journey hears it saved, with whether the secondary step follows, and
 * shows what comes next (the secondary step, or customer service once the form is complete).
 */
export const AFTER_PRIMARY: Onward[] = [
  { target: '#bank.primarySaved', actions: ['primarySaved', 'tellPrimarySaved'] },
];

/** Into the primary step: the link offer where it is available, else the manual form. */
export const INTO_PRIMARY = [
  { guard: 'linkAvailable', target: '#bank.primary.linkOffer', actions: 'clearMessages' },
  { target: '#bank.primary.manual', actions: 'clearMessages' },
] as const;

/** A call that got no answer of the form's: its message is shown, and it is tracked. */
export function callFailed(label: BankLabel, source: Source, back: string) {
  return {
    target: back,
    actions: ['failWith', { type: 'trackFailed', params: { label, source, reason: 'error' } }],
  } as never;
}

export const emptyContext = (): BankContext => ({
  setup: null,
  primaryBank: null,
  secondaryBank: null,
  primaryDone: false,
  secondaryDone: false,
  linkToken: null,
  linkedAccount: null,
  showing: 'primary',
  messages: { primaryBank: {}, secondaryBank: {} },
  submitted: { primaryBank: false, secondaryBank: false },
  fieldErrors: {},
  error: null,
  formCompletedState: null,
  revision: null,
});
