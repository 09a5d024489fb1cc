/**
 * The customer support step (doc 1 §2 "Customer support form", doc 2 §7
 * update-customer-service-info): the saved details restored into the draft, the draft changed as
 * the merchant types, each field's message from the form's schema when it is left or Submit is
 * pressed, the server's field errors beside them, and the save started only with a valid draft
 * (decision 0240). On a completed state the journey moves on to the status page. The calls are
 * invoked actors the app provides; the save resolves with a 400's body too, so its
 * `validation_errors` arrive as an answer.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { FieldError, ValidationErrors } from '../../domain/errors/field-errors';
import { hasFieldErrors } from '../../domain/errors/field-errors';
import type {
  CustomerSupport,
  CustomerSupportField,
} from '../../domain/customer-support/customer-support';
import { emptyCustomerSupport } from '../../domain/customer-support/customer-support';
import type { ValidationContext } from '../../domain/schemas/check-context';
import { validateSection } from '../../domain/schemas/validate-section';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { Text } from '../../domain/i18n/message';
import { failureMessage } from '../calls/call-failure';
import { withMessagesOf } from '../forms/form-messages';
import { providedByApp as provided, saveAnswerOf } from '../calls/call-answers';
import { SOMETHING_WENT_WRONG } from '../session/session-answers';

/** The saved details and what the form checks them with, read by the app from restore. */
export interface SupportStart {
  values: CustomerSupport;
  context: ValidationContext;
  /** The open request for changes (decision 0266); absent or null when none is open. */
  revision?: MerchantRevision | null;
}

/** Each field's message from the form's own check. */
export type SupportMessages = Partial<Record<CustomerSupportField, FieldError>>;

export interface CustomerSupportContext {
  /** The draft. */
  values: CustomerSupport;
  validationContext: ValidationContext;
  /** The form's own messages (doc 2 §5), computed on leaving a field and on Submit. */
  messages: SupportMessages;
  /** The fields the merchant changed: leaving one of them checks it. */
  touched: CustomerSupportField[];
  /** Submit was pressed: from then on every changed field is checked again at once. */
  submitted: boolean;
  /** The server's field errors (doc 2 §7), each kept until its field changes. */
  fieldErrors: ValidationErrors;
  /** The message of a failed load or save: ours, or the server's already in the merchant's language. */
  error: Text | null;
  formCompletedState: FormCompletedState | null;
  /**
   * The open request for changes, from the restore and then each save's answer: only its flagged
   * fields may change (decision 0266); null when none is open.
   */
  revision: MerchantRevision | null;
}

export type CustomerSupportEvent =
  | { type: 'retry' }
  | { type: 'support.change'; values: Partial<CustomerSupport> }
  | { type: 'support.blur'; field: CustomerSupportField }
  | { type: 'support.submit' };

/** The form's messages of `values`, by field. */
const messagesOf = (values: CustomerSupport, context: ValidationContext): SupportMessages =>
  validateSection('customerSupport', values, context) as SupportMessages;

export const customerSupportMachine = setup({
  types: {
    context: {} as CustomerSupportContext,
    events: {} as CustomerSupportEvent,
  },
  actors: {
    loadSupport: fromPromise<SupportStart>(provided('restore')),
    saveSupport: fromPromise<MerchantSaveResponse, CustomerSupport>(
      provided('update-customer-service-info'),
    ),
  },
  actions: {
    /** The open request as the save left it (decision 0266); absent from older answers. */
    keepRevision: assign({
      revision: ({ context, event }) => {
        const answer = saveAnswerOf(event);
        return answer.revision === undefined ? context.revision : answer.revision;
      },
    }),
    /** The form is complete: the journey, the parent, tells the session and moves on. */
    supportCompleted: sendParent(({ context }) => ({
      type: 'customerSupport.done' as const,
      formCompletedState: context.formCompletedState,
    })),
    /** doc 2 §8: analytics of successes and failures. */
    trackSaved: () => {},
    trackFailed: (_, _params: { reason: string }) => {},
    failWith: assign({
      error: ({ event }) => failureMessage((event as { error?: unknown }).error),
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'support.change') return {};
      const values = { ...context.values, ...event.values };
      const changed = (Object.keys(event.values) as CustomerSupportField[]).filter(
        (field) => event.values[field] !== context.values[field],
      );
      // A changed field's server error goes; a changed field that shows a message, or any once
      // Submit was pressed, is checked again at once.
      const server = { ...context.fieldErrors.customerSupport };
      for (const field of changed) delete server[field];
      const recheck = changed.filter((field) => context.submitted || context.messages[field]);
      const shown =
        recheck.length > 0
          ? withMessagesOf(context.messages, recheck, messagesOf(values, context.validationContext))
          : context.messages;
      return {
        values,
        messages: shown,
        touched: [...new Set([...context.touched, ...changed])],
        fieldErrors: { ...context.fieldErrors, customerSupport: server },
      };
    }),
    checkField: assign({
      messages: ({ context, event }) =>
        event.type === 'support.blur'
          ? withMessagesOf(
              context.messages,
              [event.field],
              messagesOf(context.values, context.validationContext),
            )
          : context.messages,
    }),
    showAllMessages: assign({
      messages: ({ context }) => messagesOf(context.values, context.validationContext),
      submitted: true,
    }),
  },
  guards: {
    fieldWasChanged: ({ context, event }) =>
      event.type === 'support.blur' && (context.submitted || context.touched.includes(event.field)),
    draftIsValid: ({ context }) =>
      Object.keys(messagesOf(context.values, context.validationContext)).length === 0,
    answerHasFieldErrors: ({ event }) => hasFieldErrors(saveAnswerOf(event).validation_errors),
    answerIsComplete: ({ event }) =>
      saveAnswerOf(event).formCompletedState?.customerServiceForm === true,
  },
}).createMachine({
  id: 'customerSupport',
  context: {
    values: emptyCustomerSupport(),
    validationContext: {},
    messages: {},
    touched: [],
    submitted: false,
    fieldErrors: {},
    error: null,
    formCompletedState: null,
    revision: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSupport',
        src: 'loadSupport',
        onDone: {
          target: 'editing',
          actions: assign({
            values: ({ event }) => event.output.values,
            validationContext: ({ event }) => event.output.context,
            revision: ({ event }) => event.output.revision ?? null,
          }),
        },
        onError: { target: 'loadFailed', actions: 'failWith' },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'support.change': { actions: 'change' },
        'support.blur': { guard: 'fieldWasChanged', actions: 'checkField' },
        'support.submit': [
          {
            guard: 'draftIsValid',
            target: 'saving',
            actions: assign({ messages: {}, submitted: true, fieldErrors: {}, error: null }),
          },
          // A draft with a message shows every message and is not sent.
          { actions: 'showAllMessages' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveSupport',
        src: 'saveSupport',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: 'answerHasFieldErrors',
            target: 'editing',
            actions: [
              assign({ fieldErrors: ({ event }) => event.output.validation_errors ?? {} }),
              'keepRevision',
              { type: 'trackFailed', params: { reason: 'validation' } },
            ],
          },
          {
            guard: 'answerIsComplete',
            target: 'done',
            actions: [
              assign({
                formCompletedState: ({ event }) => event.output.formCompletedState ?? null,
              }),
              'keepRevision',
              'trackSaved',
              'supportCompleted',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => event.output.error || SOMETHING_WENT_WRONG }),
              'keepRevision',
              { type: 'trackFailed', params: { reason: 'unexpected' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: ['failWith', { type: 'trackFailed', params: { reason: 'error' } }],
        },
      },
    },
    done: { type: 'final' },
  },
});
