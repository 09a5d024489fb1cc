/**
 * The bank machine's context and events, and the transitions its save steps share (doc 2 §7,
 * §8): where a save answer goes, and the way into the primary step.
 */
import { and } from 'xstate';
import type { ValidationErrors } from '../domain/errors/field-errors';
import type { PrimaryBank, SecondaryBank } from '../domain/merchant/bank';
import type { BankLabel } from '../domain/payload/bank-payload';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { BankSetup, LinkedAccount } from './bank-answers';

export interface BankContext {
  setup: BankSetup | null;
  primaryBank: PrimaryBank | null;
  secondaryBank: SecondaryBank | null;
  primaryDone: boolean;
  secondaryDone: boolean;
  linkToken: string | null;
  linkedAccount: LinkedAccount | null;
  /** The server's field errors, shown under their fields. */
  fieldErrors: ValidationErrors;
  /** The message shown above the step's form. */
  error: string | null;
  formCompletedState: FormCompletedState | null;
}

export type BankEvent =
  | { type: 'retry' }
  | { type: 'link.start' }
  | { type: 'link.success'; account: LinkedAccount }
  | { type: 'link.exit'; message: string | null }
  | { type: 'manual.open' }
  | { type: 'manual.close' }
  | { type: 'primary.submit'; bank: PrimaryBank }
  | { type: 'secondary.submit'; bank: SecondaryBank }
  | { type: 'secondary.skip' }
  | { type: 'primary.edit' }
  | { type: 'secondary.edit' };

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
        source === 'PLAID' ? 'showLinkFieldErrors' : 'setFieldErrors',
        { type: 'trackFailed', params: { label, source, reason: 'validation' } },
      ],
    },
    ...onward.map(({ guard, target, actions }) => ({
      guard: guard ? and(['answerIsComplete', guard]) : 'answerIsComplete',
      target,
      actions: [...actions, { type: 'trackSaved', params: { label, source } }],
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

/** After the primary: the secondary step where it is shown, else the form is complete. */
export const AFTER_PRIMARY: Onward[] = [
  { guard: 'secondaryShown', target: '#bank.secondary', actions: ['primarySaved'] },
  { target: '#bank.complete', actions: ['primarySaved', 'bankCompleted'] },
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
  fieldErrors: {},
  error: null,
  formCompletedState: null,
});
