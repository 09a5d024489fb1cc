/**
 * The training card (doc 1 §3 inStoreTrainingButtonClicked, §4 Training): the first click opens
 * the training and is kept on the server, so a reload comes back to the retention check; Mark as
 * done is offered only once every answer of the check is right, and its call carries the answers
 * (decision 0260).
 */
import { inEnglish } from '../../test/i18n/say-in';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StatusContext, UpdateUserRequest } from '../../domain/api/status-api';
import { TRAINING_CHECK } from '../../domain/status/training-check';
import { statusContext } from '../../test/data/status-contexts';
import { trainingStepMachine } from './training-step.machine';
import { CHOOSE_AN_ANSWER, trainingStepView } from './training-view';

function startTraining(input: { complete: boolean; started?: boolean }, fails = false) {
  const sent: UpdateUserRequest[] = [];
  let opened = 0;
  const told: StatusContext[] = [];
  const actor = createActor(
    trainingStepMachine.provide({
      actors: {
        updateUser: fromPromise<StatusContext, UpdateUserRequest>(async ({ input: request }) => {
          sent.push(request);
          if (fails) throw new TypeError('Failed to fetch');
          return statusContext({
            inStoreTrainingButtonClicked: true,
            inStoreTrainingComplete: request.inStoreTrainingComplete === true,
          });
        }),
      },
      actions: {
        openTrainingLink: () => void (opened += 1),
        // The status page actor, the parent, takes the answered status.
        statusChanged: (_, params: { status: StatusContext }) => void told.push(params.status),
      },
    }),
    { input },
  ).start();
  return { actor, sent, told, opened: () => opened };
}

type Actor = ReturnType<typeof startTraining>['actor'];

const answer = (actor: Actor, question: string, option: string) =>
  actor.send({ type: 'training.answer', question, option });
const answerAllRight = (actor: Actor) => {
  for (const question of TRAINING_CHECK) answer(actor, question.id, question.answer);
};
const kept = { review: { click: 'kept' } } as const;
const passed = { review: { retentionCheck: 'passed' } } as const;

describe('the training step keeps its first click (doc 1 §3, §4 Training)', () => {
  it('the first click opens the training and keeps the click on the server', async () => {
    const { actor, sent, told, opened } = startTraining({ complete: false });
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    actor.send({ type: 'step.open' });
    expect(opened()).toBe(1);
    expect(actor.getSnapshot().matches('review')).toBe(true);
    await waitFor(actor, (s) => s.matches(kept));
    expect(sent).toEqual([{ inStoreTrainingButtonClicked: true }]);
    expect(told.map((status) => status.inStoreTrainingButtonClicked)).toEqual([true]);
    // Opening it again sends nothing more.
    actor.send({ type: 'step.open' });
    expect(opened()).toBe(2);
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('after a reload a kept click comes back to the check and sends nothing', () => {
    const { actor, sent, opened } = startTraining({ complete: false, started: true });
    expect(actor.getSnapshot().matches(kept)).toBe(true);
    expect(trainingStepView(actor.getSnapshot()).phase).toBe('check');
    expect([sent, opened()]).toEqual([[], 0]);
    actor.stop();
  });

  it('a click the server could not keep still leaves the check open', async () => {
    const { actor, sent } = startTraining({ complete: false }, true);
    actor.send({ type: 'step.open' });
    await waitFor(actor, (s) => s.matches(kept));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches({ review: { retentionCheck: 'answering' } })).toBe(true);
    actor.stop();
  });

  it('a completed training is done whatever the click', () => {
    const { actor } = startTraining({ complete: true, started: true });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(trainingStepView(actor.getSnapshot()).phase).toBe('done');
    actor.stop();
  });
});

describe('the retention check before Mark as done (doc 1 §4 screens, decision 0260)', () => {
  it('offers no Mark as done before the answers are checked, and marks wrong and missing ones', () => {
    const { actor, sent } = startTraining({ complete: false, started: true });
    answer(actor, 'howCustomersPay', 'keyInNumber');
    answer(actor, 'refund', 'sameCard');
    actor.send({ type: 'step.markDone' });
    expect(sent).toEqual([]);
    actor.send({ type: 'training.check' });
    const view = trainingStepView(actor.getSnapshot());
    expect(view.passed).toBe(false);
    expect(inEnglish(view.summary)).toBe(
      '1 of 3 answers are right. Read the notes below and try again.',
    );
    expect(view.questions.map((q) => q.message)).toEqual([
      TRAINING_CHECK[0]!.explanation,
      CHOOSE_AN_ANSWER,
      null,
    ]);
    actor.send({ type: 'step.markDone' });
    expect(sent).toEqual([]);
    actor.stop();
  });

  it('a changed answer clears the marks until the answers are checked again', () => {
    const { actor } = startTraining({ complete: false, started: true });
    actor.send({ type: 'training.check' });
    answer(actor, 'declined', 'retry');
    const view = trainingStepView(actor.getSnapshot());
    expect(view.summary).toBeNull();
    expect(view.questions.every((q) => q.message === null)).toBe(true);
    actor.stop();
  });

  it('ignores an answer to a question or option the check does not have', () => {
    const { actor } = startTraining({ complete: false, started: true });
    answer(actor, 'declined', 'override');
    answer(actor, 'unknown', 'retry');
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.stop();
  });

  it('all answers right: Mark as done sends the answers with the flag, and the step is done', async () => {
    const { actor, sent, told } = startTraining({ complete: false, started: true });
    answerAllRight(actor);
    actor.send({ type: 'training.check' });
    expect(actor.getSnapshot().matches(passed)).toBe(true);
    expect(inEnglish(trainingStepView(actor.getSnapshot()))).toMatchObject({
      summary: 'All your answers are right. Mark the training as done.',
      // The check is over: its questions give way to Mark as done.
      questions: [],
    });
    // The answers are fixed once right.
    answer(actor, 'declined', 'retry');
    expect(actor.getSnapshot().context.answers['declined']).toBe('checkAppOrPayAnotherWay');
    actor.send({ type: 'step.markDone' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([
      {
        inStoreTrainingComplete: true,
        trainingCheck: Object.fromEntries(TRAINING_CHECK.map((q) => [q.id, q.answer])),
      },
    ]);
    expect(told.at(-1)?.inStoreTrainingComplete).toBe(true);
    actor.stop();
  });

  it('a failed save keeps the check passed and says so', async () => {
    const { actor } = startTraining({ complete: false, started: true }, true);
    answerAllRight(actor);
    actor.send({ type: 'training.check' });
    actor.send({ type: 'step.markDone' });
    await waitFor(actor, (s) => s.matches(passed));
    const view = trainingStepView(actor.getSnapshot());
    expect(inEnglish([view.passed, view.error])).toEqual([true, 'Something went wrong']);
    actor.stop();
  });
});
