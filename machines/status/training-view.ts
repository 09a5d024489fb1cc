/**
 * What the Store Training card shows of its step (training-step.machine.ts): the button before
 * the training is opened, then the retention check's questions with each answer marked right or
 * wrong once checked, and Mark as done once every answer is right (decision 0260).
 */
import type { SnapshotFrom } from 'xstate';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { TRAINING_CHECK } from '../../domain/status/training-check';
import type { trainingStepMachine } from './training-step.machine';

type TrainingSnapshot = SnapshotFrom<typeof trainingStepMachine>;

/** Under a question left unanswered when the answers are checked. */
export const CHOOSE_AN_ANSWER = msg('status.training.chooseAnAnswer');

export interface TrainingQuestionView {
  id: string;
  prompt: Message;
  options: ReadonlyArray<{ id: string; label: Message }>;
  chosen: string | null;
  /** Once checked: the explanation under a wrong answer, or "Choose an answer." */
  message: Message | null;
}

export interface TrainingStepView {
  /** `start`: Start training; `check`: the retention check; `done`: the step is saved. */
  phase: 'start' | 'check' | 'done';
  /** The questions to answer; none once every answer is right (the check is over). */
  questions: TrainingQuestionView[];
  /** Every answer is right: the answers are fixed and Mark as done is offered. */
  passed: boolean;
  /** Shown above the questions once checked. */
  summary: Message | null;
  saving: boolean;
  error: Text | null;
}

/** The training was opened (doc 1 §3 inStoreTrainingButtonClicked): the post-training review. */
export function trainingOpened(snapshot: TrainingSnapshot): boolean {
  return snapshot.matches('review') || snapshot.matches('saving');
}

export function trainingStepView(snapshot: TrainingSnapshot): TrainingStepView {
  const { answers, checked, error } = snapshot.context;
  const saving = snapshot.matches('saving');
  const passed = saving || snapshot.matches({ review: { retentionCheck: 'passed' } });
  const phase = snapshot.matches('done') ? 'done' : trainingOpened(snapshot) ? 'check' : 'start';
  const questions = TRAINING_CHECK.map((question) => {
    const chosen = answers[question.id] ?? null;
    const message =
      !checked || chosen === question.answer
        ? null
        : chosen === null
          ? CHOOSE_AN_ANSWER
          : question.explanation;
    return { id: question.id, prompt: question.prompt, options: question.options, chosen, message };
  });
  const right = questions.filter((q) => q.chosen !== null && q.message === null).length;
  const summary = !checked
    ? null
    : passed
      ? msg('status.training.passed')
      : msg('status.training.someRight', { right, total: questions.length });
  return { phase, questions: passed ? [] : questions, passed, summary, saving, error };
}
