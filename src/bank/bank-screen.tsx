/** /onboarding/bank-info (doc 1 §2): the bank step's actor, run by the journey, and its views. */
import { StepGate } from '../app/step-actor';
import { BankSteps } from './bank-steps';

/** The bank step as a route. */
export function BankScreen() {
  return (
    <StepGate step="bank">
      <BankSteps />
    </StepGate>
  );
}
