/**
 * The bank step (doc 1 §2 "Bank linking", doc 2 §4 "Bank", §7, §8): the Primary Bank Information
 * step, by the automated link where it is offered or by the manual form, then the Secondary Bank
 * Information step where the country and channel call for it (it may be skipped or sent empty).
 * The calls are invoked actors the app provides (`bankMachine.provide`); the machine only decides.
 * A save call resolves with the server's body, a 400's `validation_errors` included, so a failure
 * here is a call that did not get an answer of the form's (network, Plaid, server error).
 */
import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import type { MerchantSaveResponse } from '../domain/api/merchant-api';
import { hasFieldErrors } from '../domain/errors/field-errors';
import { emptySecondaryBank } from '../domain/merchant/bank';
import type { BankLabel } from '../domain/payload/bank-payload';
import { providedByApp as provided, saveAnswerOf } from './call-answers';
import {
  failureMessage,
  firstFieldError,
  maskedBank,
  UNEXPECTED_ERROR_MESSAGE,
  type BankSetup,
  type LinkedBankInput,
  type ManualBankInput,
} from './bank-answers';
import {
  AFTER_PRIMARY,
  callFailed,
  emptyContext,
  INTO_PRIMARY,
  saveOutcomes,
  type BankContext,
  type BankEvent,
  type Source,
} from './bank-transitions';

export * from './bank-answers';
export type { BankContext, BankEvent } from './bank-transitions';

export const bankMachine = setup({
  types: {
    context: {} as BankContext,
    events: {} as BankEvent,
  },
  actors: {
    loadBank: fromPromise<BankSetup>(provided('restore')),
    createLinkToken: fromPromise<{ linkToken: string }, { storeName: string }>(
      provided('create-link-token'),
    ),
    saveLinkedBank: fromPromise<MerchantSaveResponse, LinkedBankInput>(
      provided('plaid update-bank-info'),
    ),
    saveBank: fromPromise<MerchantSaveResponse, ManualBankInput>(provided('update-bank-info')),
  },
  actions: {
    /** The bank form is complete: the journey, the parent, tells the session and moves on. */
    bankCompleted: sendParent(({ context }) => ({
      type: 'bank.done' as const,
      formCompletedState: context.formCompletedState,
    })),
    /** doc 2 §8: an answer with neither errors nor a completed state is reported. */
    reportUnexpected: (_, _params: { label: BankLabel }) => {},
    /** doc 2 §8: analytics of successes and failures. */
    trackSaved: (_, _params: { label: BankLabel; source: Source }) => {},
    trackFailed: (_, _params: { label: BankLabel; source: Source; reason: string }) => {},
    clearMessages: assign({ error: null, fieldErrors: {} }),
    failWith: assign({
      error: ({ event }) => failureMessage((event as { error?: unknown }).error),
    }),
    setFieldErrors: assign({
      fieldErrors: ({ event }) => saveAnswerOf(event).validation_errors ?? {},
    }),
    showLinkFieldErrors: assign({
      error: ({ event }) => firstFieldError(saveAnswerOf(event).validation_errors),
      linkedAccount: null,
    }),
    setUnexpected: assign({ error: UNEXPECTED_ERROR_MESSAGE }),
    keepSetup: assign(({ event }) => {
      const setup = (event as unknown as { output: BankSetup }).output;
      const complete = setup.formCompletedState.bankForm;
      return {
        setup,
        primaryBank: setup.primaryBank,
        secondaryBank: setup.secondaryBank,
        primaryDone: complete,
        secondaryDone: complete && setup.secondaryShown,
        formCompletedState: setup.formCompletedState,
      };
    }),
    primarySaved: assign(({ context, event }) => ({
      primaryDone: true,
      primaryBank: context.primaryBank && maskedBank(context.primaryBank),
      formCompletedState: saveAnswerOf(event).formCompletedState ?? null,
    })),
    secondarySaved: assign(({ context, event }) => ({
      secondaryDone: true,
      secondaryBank: context.secondaryBank && maskedBank(context.secondaryBank),
      formCompletedState: saveAnswerOf(event).formCompletedState ?? null,
    })),
  },
  guards: {
    bankFormComplete: ({ event }) =>
      (event as { output?: BankSetup }).output?.formCompletedState.bankForm === true,
    linkAvailable: ({ context }) => context.setup?.linkAvailable === true,
    setupOffersLink: ({ event }) =>
      (event as { output?: BankSetup }).output?.linkAvailable === true,
    secondaryShown: ({ context }) => context.setup?.secondaryShown === true,
    answerHasFieldErrors: ({ event }) => hasFieldErrors(saveAnswerOf(event).validation_errors),
    answerIsComplete: ({ event }) => saveAnswerOf(event).formCompletedState !== undefined,
  },
}).createMachine({
  id: 'bank',
  context: emptyContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBank',
        src: 'loadBank',
        onDone: [
          { guard: 'bankFormComplete', target: 'complete', actions: 'keepSetup' },
          { guard: 'setupOffersLink', target: 'primary.linkOffer', actions: 'keepSetup' },
          { target: 'primary.manual', actions: 'keepSetup' },
        ],
        onError: { target: 'loadFailed', actions: 'failWith' },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: 'clearMessages' } },
    },
    primary: {
      initial: 'manual',
      states: {
        linkOffer: {
          on: {
            'link.start': { target: 'creatingLinkToken', actions: 'clearMessages' },
            'manual.open': { target: 'manual', actions: 'clearMessages' },
          },
        },
        creatingLinkToken: {
          invoke: {
            id: 'createLinkToken',
            src: 'createLinkToken',
            input: ({ context }) => ({ storeName: context.setup?.storeName ?? '' }),
            onDone: {
              target: 'linking',
              actions: assign({ linkToken: ({ event }) => event.output.linkToken }),
            },
            onError: callFailed('PRIMARY', 'PLAID', 'linkOffer'),
          },
        },
        linking: {
          on: {
            'link.success': {
              target: 'savingLink',
              actions: assign({ linkedAccount: ({ event }) => event.account, linkToken: null }),
            },
            'link.exit': {
              target: 'linkOffer',
              actions: assign({ linkToken: null, error: ({ event }) => event.message }),
            },
          },
        },
        savingLink: {
          invoke: {
            id: 'saveLinkedBank',
            src: 'saveLinkedBank',
            input: ({ context }) => ({
              token: context.linkedAccount?.publicToken ?? '',
              id: context.linkedAccount?.accountId ?? '',
              bankAccountName: context.setup?.expectedAccountName ?? '',
              registeredCountry: context.setup?.registeredCountry ?? '',
              bankName: context.linkedAccount?.institutionName ?? '',
              bankLabel: 'PRIMARY' as const,
              setBankFormComplete: context.setup?.secondaryShown !== true,
            }),
            onDone: saveOutcomes('PRIMARY', 'PLAID', 'linkOffer', AFTER_PRIMARY),
            onError: callFailed('PRIMARY', 'PLAID', 'linkOffer'),
          },
        },
        manual: {
          on: {
            'primary.submit': {
              target: 'savingManual',
              actions: ['clearMessages', assign({ primaryBank: ({ event }) => event.bank })],
            },
            'manual.close': {
              guard: 'linkAvailable',
              target: 'linkOffer',
              actions: 'clearMessages',
            },
          },
        },
        savingManual: {
          invoke: {
            id: 'savePrimaryBank',
            src: 'saveBank',
            input: ({ context }) => ({
              label: 'PRIMARY' as const,
              bank: context.primaryBank!,
              setBankFormComplete: context.setup?.secondaryShown !== true,
              registeredCountry: context.setup?.registeredCountry ?? '',
            }),
            onDone: saveOutcomes('PRIMARY', 'MANUAL', 'manual', AFTER_PRIMARY),
            onError: callFailed('PRIMARY', 'MANUAL', 'manual'),
          },
        },
      },
    },
    secondary: {
      initial: 'editing',
      on: { 'primary.edit': INTO_PRIMARY },
      states: {
        editing: {
          on: {
            'secondary.submit': {
              target: 'saving',
              actions: ['clearMessages', assign({ secondaryBank: ({ event }) => event.bank })],
            },
            // doc 1 §2: the secondary step may be skipped; it is sent empty.
            'secondary.skip': {
              target: 'saving',
              actions: ['clearMessages', assign({ secondaryBank: () => emptySecondaryBank() })],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveSecondaryBank',
            src: 'saveBank',
            input: ({ context }) => ({
              label: 'SECONDARY' as const,
              bank: context.secondaryBank!,
              setBankFormComplete: true,
              registeredCountry: context.setup?.registeredCountry ?? '',
            }),
            onDone: saveOutcomes('SECONDARY', 'MANUAL', 'editing', [
              { target: '#bank.complete', actions: ['secondarySaved', 'bankCompleted'] },
            ]),
            onError: callFailed('SECONDARY', 'MANUAL', 'editing'),
          },
        },
      },
    },
    complete: {
      on: {
        'primary.edit': INTO_PRIMARY,
        'secondary.edit': {
          guard: 'secondaryShown',
          target: 'secondary',
          actions: 'clearMessages',
        },
      },
    },
  },
});

/** The open step of the accordion: 0 primary, 1 secondary, the step count once complete. */
export function bankStepIndex(snapshot: SnapshotFrom<typeof bankMachine>): number {
  if (snapshot.matches('primary')) return 0;
  if (snapshot.matches('secondary')) return 1;
  return snapshot.context.setup?.secondaryShown ? 2 : 1;
}
