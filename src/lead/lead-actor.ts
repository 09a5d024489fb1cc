/** The lead form's actor, run by the journey and read by the lead form's views. */
import { useRunningStep } from '../app/step-actor';
import type { StepActors } from '../../machines/journey/journey-steps';

export type LeadActor = StepActors['lead'];

/** The lead form's actor; read it with useActorView and send it events. */
export function useLeadActor(): LeadActor {
  return useRunningStep('lead');
}
