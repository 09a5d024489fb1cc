/** The status page (/status) and the payment-app page (/cash), over the journey's status actor. */
import { StepGate } from '../app/step-actor';
import { CashPage } from '../cash-pay/cash-page';
import { StatusPage } from './status-page';

export function StatusScreen() {
  return (
    <StepGate step="status">
      <StatusPage />
    </StepGate>
  );
}

export function CashScreen() {
  return (
    <StepGate step="status">
      <CashPage />
    </StepGate>
  );
}
