/**
 * The Store Training card (doc 1 §4 "Training: … First click opens the training link and shows
 * Mark as done; second sets inStoreTrainingComplete true"), with the retention check the doc's
 * screens list ("in-store training (retention check and mark-as-done)", decision 0260): once the
 * training is open the merchant answers its questions, and Mark as done is offered when every
 * answer is right. The first click is kept on the server (doc 1 §3 inStoreTrainingButtonClicked),
 * so a reload comes back to the review.
 */
import type { Text } from '../../domain/i18n/message';
import { assign, sendParent, setup } from 'xstate';
import type { StatusContext } from '../../domain/api/status-api';
import {
  passesTrainingCheck,
  TRAINING_CHECK,
  type TrainingAnswers,
} from '../../domain/status/training-check';
import { STEP_SAVE_FAILED, updateUserCall } from './status-steps.machine';

interface TrainingContext {
  complete: boolean;
  /** The training was opened (kept on the server). */
  started: boolean;
  answers: TrainingAnswers;
  /** Check pressed with these answers: the card marks each one right or wrong. */
  checked: boolean;
  error: Text | null;
}

export type TrainingEvent =
  | { type: 'step.open' }
  | { type: 'training.answer'; question: string; option: string }
  | { type: 'training.check' }
  | { type: 'step.markDone' };

export const trainingStepMachine = setup({
  types: {
    input: {} as { complete: boolean; started?: boolean },
    context: {} as TrainingContext,
    events: {} as TrainingEvent,
  },
  actors: { updateUser: updateUserCall },
  actions: {
    /** Hands the answered status context to the compliance actor, the parent. */
    statusChanged: sendParent((_, params: { status: StatusContext }) => ({
      type: 'status.update' as const,
      status: params.status,
    })),
    /** Provided by the app: opens the training in a new tab. */
    openTrainingLink: () => {},
  },
  guards: {
    alreadyComplete: ({ context }) => context.complete,
    alreadyStarted: ({ context }) => context.started,
    answersRight: ({ context }) => passesTrainingCheck(context.answers),
    /** An option of a question the check asks. */
    isOption: ({ event }) =>
      event.type === 'training.answer' &&
      TRAINING_CHECK.some(
        (q) => q.id === event.question && q.options.some((o) => o.id === event.option),
      ),
  },
}).createMachine({
  id: 'trainingStep',
  context: ({ input }) => ({
    complete: input.complete,
    started: input.started === true,
    answers: {},
    checked: false,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'alreadyComplete', target: 'done' },
        { guard: 'alreadyStarted', target: 'review' },
        { target: 'notStarted' },
      ],
    },
    notStarted: {
      on: { 'step.open': { target: 'review', actions: 'openTrainingLink' } },
    },
    /** After the training: the click is kept while the merchant answers the retention check. */
    review: {
      type: 'parallel',
      on: { 'step.open': { actions: 'openTrainingLink' } },
      states: {
        click: {
          initial: 'keeping',
          states: {
            keeping: {
              always: [{ guard: 'alreadyStarted', target: 'kept' }, { target: 'sending' }],
            },
            sending: {
              invoke: {
                id: 'keepTrainingClick',
                src: 'updateUser',
                input: { inStoreTrainingButtonClicked: true },
                onDone: {
                  target: 'kept',
                  actions: [
                    assign({ started: true }),
                    { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
                  ],
                },
                // A failed keep loses only the click: the merchant can still finish the check.
                onError: 'kept',
              },
            },
            kept: {},
          },
        },
        retentionCheck: {
          initial: 'entering',
          states: {
            // After a failed save the check stays passed.
            entering: { always: [{ guard: 'answersRight', target: 'passed' }, 'answering'] },
            answering: {
              on: {
                'training.answer': {
                  guard: 'isOption',
                  actions: assign({
                    answers: ({ context, event }) => ({
                      ...context.answers,
                      [event.question]: event.option,
                    }),
                    checked: false,
                  }),
                },
                'training.check': [
                  { guard: 'answersRight', target: 'passed', actions: assign({ checked: true }) },
                  { actions: assign({ checked: true }) },
                ],
              },
            },
            passed: {
              on: { 'step.markDone': '#trainingStep.saving' },
            },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'markTraining',
        src: 'updateUser',
        input: ({ context }) => ({ inStoreTrainingComplete: true, trainingCheck: context.answers }),
        onDone: {
          target: 'done',
          actions: [
            assign({ error: null, complete: true }),
            { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: { target: 'review', actions: assign({ error: STEP_SAVE_FAILED }) },
      },
    },
    done: {},
  },
});
