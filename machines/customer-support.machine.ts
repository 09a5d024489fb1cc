/**
 * The customer support step (doc 1 §2 "Customer support form", doc 2 §7
 * update-customer-service-info): the saved details restored, the three fields sent, field errors
 * shown under their fields, and on a completed state the app moves on to the status page. The
 * calls are invoked actors the app provides; the save resolves with a 400's body too, so its
 * `validation_errors` arrive as an answer.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { MerchantSaveResponse } from '../domain/api/merchant-api';
import type { ValidationErrors } from '../domain/errors/field-errors';
import { hasFieldErrors } from '../domain/errors/field-errors';
import type { CustomerSupport } from '../domain/merchant/customer-support';
import { emptyCustomerSupport } from '../domain/merchant/customer-support';
import type { ValidationContext } from '../domain/schemas/check-context';
import type { FormCompletedState } from '../domain/session/form-completion';
import { failureMessage } from './call-failure';
import { providedByApp as provided, saveAnswerOf } from './call-answers';
import { SOMETHING_WENT_WRONG } from './session-answers';

/** The saved details and what the form checks them with, read by the app from restore. */
export interface SupportStart {
  values: CustomerSupport;
  context: ValidationContext;
}

export interface CustomerSupportContext {
  values: CustomerSupport;
  validationContext: ValidationContext;
  fieldErrors: ValidationErrors;
  error: string | null;
  formCompletedState: FormCompletedState | null;
}

export type CustomerSupportEvent =
  { type: 'retry' } | { type: 'support.submit'; values: CustomerSupport };

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
  },
  guards: {
    answerHasFieldErrors: ({ event }) => hasFieldErrors(saveAnswerOf(event).validation_errors),
    answerIsComplete: ({ event }) =>
      saveAnswerOf(event).formCompletedState?.customerServiceForm === true,
  },
}).createMachine({
  id: 'customerSupport',
  context: {
    values: emptyCustomerSupport(),
    validationContext: {},
    fieldErrors: {},
    error: null,
    formCompletedState: null,
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
          }),
        },
        onError: { target: 'loadFailed', actions: 'failWith' },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'support.submit': {
          target: 'saving',
          actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
        },
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
              'trackSaved',
              'supportCompleted',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => event.output.error || SOMETHING_WENT_WRONG }),
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
