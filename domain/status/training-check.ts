/**
 * The retention check of the in-store training (doc 1 §4 "Screens for … in-store training
 * (retention check and mark-as-done)"): after opening the training, the merchant answers these
 * questions before the training can be marked done. The documents give no questions; these are
 * the portal's own, on the three things staff get wrong at the till (decision 0260). Browser and
 * server read the same check.
 */
import { msg, type Message } from '../i18n/message';

export interface TrainingOption {
  id: string;
  label: Message;
}

export interface TrainingQuestion {
  id: string;
  prompt: Message;
  options: readonly TrainingOption[];
  /** The option that is right. */
  answer: string;
  /** Shown under a wrong answer, so the check teaches rather than only refuses. */
  explanation: Message;
}

export const TRAINING_CHECK: readonly TrainingQuestion[] = [
  {
    id: 'howCustomersPay',
    prompt: msg('status.training.howCustomersPay.prompt'),
    options: [
      { id: 'tapCard', label: msg('status.training.howCustomersPay.tapCard') },
      { id: 'keyInNumber', label: msg('status.training.howCustomersPay.keyInNumber') },
      { id: 'cashFirst', label: msg('status.training.howCustomersPay.cashFirst') },
    ],
    answer: 'tapCard',
    explanation: msg('status.training.howCustomersPay.explanation'),
  },
  {
    id: 'declined',
    prompt: msg('status.training.declined.prompt'),
    options: [
      { id: 'retry', label: msg('status.training.declined.retry') },
      {
        id: 'checkAppOrPayAnotherWay',
        label: msg('status.training.declined.checkAppOrPayAnotherWay'),
      },
      { id: 'phoneToOverride', label: msg('status.training.declined.phoneToOverride') },
    ],
    answer: 'checkAppOrPayAnotherWay',
    explanation: msg('status.training.declined.explanation'),
  },
  {
    id: 'refund',
    prompt: msg('status.training.refund.prompt'),
    options: [
      { id: 'cash', label: msg('status.training.refund.cash') },
      { id: 'customerAsksUs', label: msg('status.training.refund.customerAsksUs') },
      { id: 'sameCard', label: msg('status.training.refund.sameCard') },
    ],
    answer: 'sameCard',
    explanation: msg('status.training.refund.explanation'),
  },
];

/** The merchant's choice for each question, by question id. */
export type TrainingAnswers = Readonly<Record<string, string>>;

/** Refused by the server when the training is marked done without passing the check. */
export const TRAINING_CHECK_NOT_PASSED = msg('status.training.notPassed');

/** The questions not answered, or answered wrongly. */
export function questionsToRevisit(answers: TrainingAnswers): string[] {
  return TRAINING_CHECK.filter((question) => answers[question.id] !== question.answer).map(
    (question) => question.id,
  );
}

/** Every question answered with its right option. */
export function passesTrainingCheck(answers: TrainingAnswers): boolean {
  return questionsToRevisit(answers).length === 0;
}
