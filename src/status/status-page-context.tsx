/**
 * The actors of the status page: the compliance status (run by the journey for /status and /cash)
 * and the card steps it starts as its children once the status is known
 * (machines/status/status.machine.ts). Views read them with useActorView through the hooks below.
 */
import { useActorView } from '../app/use-actor-view';
import type { StepActors } from '../../machines/journey/journey-steps';
import { useRunningStep } from '../app/step-actor';
import type { StatusStepActors } from './status-children';

export type StatusActor = StepActors['status'];
export type { StatusStepActors } from './status-children';

/** The compliance actor the journey runs for /status and /cash. */
export function useStatusActor(): StatusActor {
  return useRunningStep('status');
}

/** The card steps, or null until the compliance actor has started them. */
export function useStatusStepsIfStarted(): StatusStepActors | null {
  const compliance = useStatusActor();
  const messaging = useActorView(compliance, (s) => s.children.messaging);
  const training = useActorView(compliance, (s) => s.children.training);
  const directDebit = useActorView(compliance, (s) => s.children.directDebit);
  const integration = useActorView(compliance, (s) => s.children.integration);
  if (!messaging || !training || !directDebit || !integration) return null;
  return { messaging, training, directDebit, integration };
}

/** The card steps, read by the cards the status page shows once they run. */
export function useStatusSteps(): StatusStepActors {
  const steps = useStatusStepsIfStarted();
  if (!steps) throw new Error('useStatusSteps is read once the status page shows its cards');
  return steps;
}
