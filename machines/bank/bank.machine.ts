/**
 * The bank step (doc 1 §2 "Bank linking", doc 2 §4 "Bank", §7, §8): the Primary Bank Information
 * step, by the automated link where it is offered or by the manual form, then the Secondary Bank
 * Information step where the country and channel call for it (it may be skipped or sent empty).
 * The journey shows the steps (its payment state's substates): this actor tells it when the primary
 * is saved, with whether the secondary step follows, and edits the step it is shown (`step.show`).
 * The machine holds the manual forms' drafts and messages (machines/bank/bank-form.ts, decision 0240).
 * The calls are invoked actors the app provides (`bankMachine.provide`); the machine only decides.
 * A save call resolves with the server's body, a 400's `validation_errors` included, so a failure
 * here is a call that did not get an answer of the form's (network, Plaid, server error).
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import { hasFieldErrors } from '../../domain/errors/field-errors';
import { emptySecondaryBank } from '../../domain/bank/bank';
import type { BankLabel } from '../../domain/bank/bank-payload';
import { providedByApp as provided, saveAnswerOf } from '../calls/call-answers';
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
  checkBank,
  draftWithChanges,
  messagesAfterChange,
  messagesChecked,
  withoutChanged,
  type BankChanges,
  type BankDraft,
  type BankSection,
} from './bank-form';
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
import { linkOffered } from './bank-revision';

export * from './bank-answers';
export type { BankContext, BankEvent, BankStep } from './bank-transitions';
export type { BankChanges, BankSection } from './bank-form';

type FormEvent = { type: string; changes?: BankChanges; field?: string };

/** The draft a form's events change. */
const draftOf = (context: BankContext, section: BankSection): BankDraft | null =>
  section === 'primaryBank' ? context.primaryBank : context.secondaryBank;

/** What the form's check sends: the trimmed draft (doc 1 §3), or the draft itself. */
const checkedDraft = <T extends BankDraft>(context: BankContext, section: BankSection, draft: T) =>
  (checkBank(section, draft, context.setup?.validationContext ?? {}).output as T | undefined) ??
  draft;

/** The step the journey asks for (`step.show`), then the state that shows it. */
const SHOW_STEP = { target: '#bank.opening', actions: 'keepStep' } as const;

/** The merchant opens a saved step: the journey hears it and shows it. */
const askToEdit = (step: 'primary' | 'secondary') =>
  ({ type: 'askToEdit', params: { step } }) as const;

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
    /** The primary is saved: the journey shows the secondary step where it follows, else moves on. */
    tellPrimarySaved: sendParent(({ context }) => ({
      type: 'bank.primarySaved' as const,
      secondaryShown: context.setup?.secondaryShown === true,
      formCompletedState: context.formCompletedState,
    })),
    /** The merchant opens a saved step from its heading: the journey decides and shows it. */
    askToEdit: sendParent((_, params: { step: 'primary' | 'secondary' }) => ({
      type: 'bank.edit' as const,
      step: params.step,
    })),
    /** The merchant goes on from the complete form: the journey moves to customer service. */
    goOn: sendParent({ type: 'bank.done' as const, formCompletedState: null }),
    /** doc 2 §8: an answer with neither errors nor a completed state is reported. */
    reportUnexpected: (_, _params: { label: BankLabel }) => {},
    /** doc 2 §8: analytics of successes and failures. */
    trackSaved: (_, _params: { label: BankLabel; source: Source }) => {},
    trackFailed: (_, _params: { label: BankLabel; source: Source; reason: string }) => {},
    keepStep: assign({
      showing: ({ context, event }) => (event.type === 'step.show' ? event.step : context.showing),
    }),
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
    /** The open request as the save left it (decision 0266); absent from older answers. */
    keepRevision: assign({
      revision: ({ context, event }) => {
        const answer = saveAnswerOf(event);
        return answer.revision === undefined ? context.revision : answer.revision;
      },
    }),
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
        revision: setup.revision,
      };
    }),
    /** A form's fields changed: the draft takes them, formatted; their server errors go. */
    change: assign(({ context, event }, params: { section: BankSection }) => {
      const { section } = params;
      const changes = (event as FormEvent).changes ?? {};
      const validation = context.setup?.validationContext ?? {};
      const before = draftOf(context, section);
      if (!before) return {};
      const draft = draftWithChanges(section, before, changes, validation);
      return {
        [section]: draft,
        messages: {
          ...context.messages,
          [section]: messagesAfterChange(
            context.messages[section],
            changes,
            context.submitted[section],
            section,
            draft,
            validation,
          ),
        },
        fieldErrors: {
          ...context.fieldErrors,
          [section]: withoutChanged(context.fieldErrors[section], changes),
        },
      };
    }),
    /** A field was left: its message is the form's check of it (doc 2 §5). */
    checkField: assign(({ context, event }, params: { section: BankSection }) => {
      const { section } = params;
      const draft = draftOf(context, section);
      const field = (event as FormEvent).field;
      if (!draft || !field) return {};
      const validation = context.setup?.validationContext ?? {};
      return {
        messages: {
          ...context.messages,
          [section]: messagesChecked(
            context.messages[section],
            [field],
            section,
            draft,
            validation,
          ),
        },
      };
    }),
    /** Submit refused: every message shows, and changed fields are checked again from now on. */
    refuse: assign(({ context }, params: { section: BankSection }) => {
      const { section } = params;
      const draft = draftOf(context, section);
      const validation = context.setup?.validationContext ?? {};
      return {
        messages: {
          ...context.messages,
          [section]: draft ? checkBank(section, draft, validation).errors : {},
        },
        submitted: { ...context.submitted, [section]: true },
      };
    }),
    /** Submit taken: the form's own messages go with the call's. */
    acceptSubmit: assign(({ context }, params: { section: BankSection }) => ({
      messages: { ...context.messages, [params.section]: {} },
    })),
    primarySaved: assign(({ context, event }) => ({
      primaryDone: true,
      primaryBank:
        context.primaryBank &&
        maskedBank(checkedDraft(context, 'primaryBank', context.primaryBank)),
      formCompletedState: saveAnswerOf(event).formCompletedState ?? null,
    })),
    secondarySaved: assign(({ context, event }) => ({
      secondaryDone: true,
      secondaryBank:
        context.secondaryBank &&
        maskedBank(checkedDraft(context, 'secondaryBank', context.secondaryBank)),
      formCompletedState: saveAnswerOf(event).formCompletedState ?? null,
    })),
  },
  guards: {
    linkAvailable: ({ context }) => linkOffered(context),
    secondaryShown: ({ context }) => context.setup?.secondaryShown === true,
    showsSummary: ({ context }) => context.showing === 'summary',
    showsSecondary: ({ context }) => context.showing === 'secondary',
    /** doc 2 §4, §5: the form's own check finds a message. */
    formInvalid: ({ context }, params: { section: BankSection }) => {
      const draft = draftOf(context, params.section);
      return (
        !draft || !checkBank(params.section, draft, context.setup?.validationContext ?? {}).success
      );
    },
    answerHasFieldErrors: ({ event }) => hasFieldErrors(saveAnswerOf(event).validation_errors),
    answerIsComplete: ({ event }) => saveAnswerOf(event).formCompletedState !== undefined,
  },
}).createMachine({
  id: 'bank',
  context: emptyContext,
  initial: 'loading',
  // The journey's payment state is the step shown; heard while loading, it is kept until then.
  on: { 'step.show': { actions: 'keepStep' } },
  states: {
    loading: {
      invoke: {
        id: 'loadBank',
        src: 'loadBank',
        onDone: { target: 'opening', actions: 'keepSetup' },
        onError: { target: 'loadFailed', actions: 'failWith' },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: 'clearMessages' } },
    },
    /** The step the journey shows: the summary, the secondary form or the primary step. */
    opening: {
      always: [
        { guard: 'showsSummary', target: 'complete' },
        { guard: 'showsSecondary', target: 'secondary', actions: 'clearMessages' },
        ...INTO_PRIMARY,
      ],
    },
    primary: {
      initial: 'manual',
      on: {
        'step.show': SHOW_STEP,
        'primary.change': {
          actions: { type: 'change', params: { section: 'primaryBank' } },
        },
        'primary.blur': {
          actions: { type: 'checkField', params: { section: 'primaryBank' } },
        },
      },
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
            'primary.submit': [
              {
                guard: { type: 'formInvalid', params: { section: 'primaryBank' } },
                actions: { type: 'refuse', params: { section: 'primaryBank' } },
              },
              {
                target: 'savingManual',
                actions: [
                  'clearMessages',
                  { type: 'acceptSubmit', params: { section: 'primaryBank' } },
                ],
              },
            ],
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
              bank: checkedDraft(context, 'primaryBank', context.primaryBank!),
              setBankFormComplete: context.setup?.secondaryShown !== true,
              registeredCountry: context.setup?.registeredCountry ?? '',
            }),
            onDone: saveOutcomes('PRIMARY', 'MANUAL', 'manual', AFTER_PRIMARY),
            onError: callFailed('PRIMARY', 'MANUAL', 'manual'),
          },
        },
      },
    },
    /** The primary is saved; the journey shows what follows. */
    primarySaved: {
      on: { 'step.show': SHOW_STEP },
    },
    secondary: {
      initial: 'editing',
      on: {
        'step.show': SHOW_STEP,
        'primary.edit': { actions: askToEdit('primary') },
        'secondary.change': {
          actions: { type: 'change', params: { section: 'secondaryBank' } },
        },
        'secondary.blur': {
          actions: { type: 'checkField', params: { section: 'secondaryBank' } },
        },
      },
      states: {
        editing: {
          on: {
            'secondary.submit': [
              {
                guard: { type: 'formInvalid', params: { section: 'secondaryBank' } },
                actions: { type: 'refuse', params: { section: 'secondaryBank' } },
              },
              {
                target: 'saving',
                actions: [
                  'clearMessages',
                  { type: 'acceptSubmit', params: { section: 'secondaryBank' } },
                ],
              },
            ],
            // doc 1 §2: the secondary step may be skipped; it is sent empty.
            'secondary.skip': {
              target: 'saving',
              actions: [
                'clearMessages',
                { type: 'acceptSubmit', params: { section: 'secondaryBank' } },
                assign({ secondaryBank: () => emptySecondaryBank() }),
              ],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveSecondaryBank',
            src: 'saveBank',
            input: ({ context }) => ({
              label: 'SECONDARY' as const,
              bank: checkedDraft(context, 'secondaryBank', context.secondaryBank!),
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
        'step.show': SHOW_STEP,
        'primary.edit': { actions: askToEdit('primary') },
        'secondary.edit': { guard: 'secondaryShown', actions: askToEdit('secondary') },
        continue: { actions: 'goOn' },
      },
    },
  },
});
