/**
 * The retention check of the in-store training (doc 1 §4 "Screens for … in-store training
 * (retention check and mark-as-done)"): after opening the training, the merchant answers these
 * questions before the training can be marked done. The documents give no questions; these are
 * the portal's own, on the three things staff get wrong at the till (decision 0260). Browser and
 * server read the same check.
 */

export interface TrainingOption {
  id: string;
  label: string;
}

export interface TrainingQuestion {
  id: string;
  prompt: string;
  options: readonly TrainingOption[];
  /** The option that is right. */
  answer: string;
  /** Shown under a wrong answer, so the check teaches rather than only refuses. */
  explanation: string;
}

export const TRAINING_CHECK: readonly TrainingQuestion[] = [
  {
    id: 'howCustomersPay',
    prompt: 'How does a customer pay in instalments at your till?',
    options: [
      { id: 'tapCard', label: 'They tap the card from their app on your terminal' },
      { id: 'keyInNumber', label: 'You key in their card number by hand' },
      { id: 'cashFirst', label: 'They pay the first instalment to you in cash' },
    ],
    answer: 'tapCard',
    explanation:
      'The customer taps the card from their app on your terminal, like any contactless card.',
  },
  {
    id: 'declined',
    prompt: "Your terminal declines the customer's card. What do you do?",
    options: [
      { id: 'retry', label: 'Try the card again until it is approved' },
      { id: 'checkAppOrPayAnotherWay', label: 'Ask them to check their app or pay another way' },
      { id: 'phoneToOverride', label: 'Phone us to override the decline' },
    ],
    answer: 'checkAppOrPayAnotherWay',
    explanation:
      'A decline cannot be overridden. The customer can check their app or pay another way.',
  },
  {
    id: 'refund',
    prompt: 'A customer returns something they paid for in instalments. How do you refund it?',
    options: [
      { id: 'cash', label: 'Give them the money back in cash' },
      { id: 'customerAsksUs', label: 'Tell them to ask us for the refund' },
      { id: 'sameCard', label: 'Refund it to the same card at your terminal' },
    ],
    answer: 'sameCard',
    explanation:
      "Refund it to the same card at your terminal, as for any card payment; the customer's instalments are adjusted.",
  },
];

/** The merchant's choice for each question, by question id. */
export type TrainingAnswers = Readonly<Record<string, string>>;

/** Refused by the server when the training is marked done without passing the check. */
export const TRAINING_CHECK_NOT_PASSED =
  'Answer every question of the training check correctly before marking the training as done.';

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
