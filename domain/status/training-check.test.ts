import { describe, expect, it } from 'vitest';
import { passesTrainingCheck, questionsToRevisit, TRAINING_CHECK } from './training-check';

const rightAnswers = Object.fromEntries(TRAINING_CHECK.map((q) => [q.id, q.answer]));

describe('the training retention check (doc 1 §4, decision 0260)', () => {
  it('passes when every question has its right option', () => {
    expect(passesTrainingCheck(rightAnswers)).toBe(true);
    expect(questionsToRevisit(rightAnswers)).toEqual([]);
  });

  it('names each unanswered or wrong question', () => {
    expect(questionsToRevisit({})).toEqual(['howCustomersPay', 'declined', 'refund']);
    expect(questionsToRevisit({ ...rightAnswers, declined: 'retry' })).toEqual(['declined']);
    expect(passesTrainingCheck({ ...rightAnswers, refund: 'cash' })).toBe(false);
  });

  it('has one right option per question, and no right option sits always in the same place', () => {
    for (const question of TRAINING_CHECK) {
      expect(question.options.map((o) => o.id)).toContain(question.answer);
      expect(new Set(question.options.map((o) => o.id)).size).toBe(question.options.length);
    }
    const places = TRAINING_CHECK.map((q) => q.options.findIndex((o) => o.id === q.answer));
    expect(new Set(places).size).toBeGreaterThan(1);
  });

  it('does not count an answer to a question the check does not ask', () => {
    expect(passesTrainingCheck({ unknown: 'x' })).toBe(false);
  });
});
