/** The bank step's actor, run by the journey and read by the bank views. */
import type { StepActors } from '../../machines/journey/journey-steps';
import { useRunningStep } from '../app/step-actor';

export type BankActor = StepActors['bank'];

/** The bank step's actor; read it with useActorView and send it events. */
export function useBankActor(): BankActor {
  return useRunningStep('bank');
}
