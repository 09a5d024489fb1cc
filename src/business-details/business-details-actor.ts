/** The business details actor, run by the journey and read by the business details views. */
import type { StepActors } from '../../machines/journey/journey-steps';
import { useRunningStep } from '../app/step-actor';

export type BusinessDetailsActor = StepActors['businessDetails'];

/** The business details actor; read it with useActorView and send it events. */
export function useBusinessDetailsActor(): BusinessDetailsActor {
  return useRunningStep('businessDetails');
}
