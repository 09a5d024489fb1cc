/**
 * The step actors the journey runs (machines/journey/journey.machine.ts), read by the screens: a
 * step's actor is the child its page's state invoked. A step screen renders inside
 * {@link StepGate}, which shows the page loader until the actor runs.
 */
import { useActorView } from './use-actor-view';
import { useDeferredValue, type ReactNode } from 'react';
import type { Step, StepActors } from '../../machines/journey/journey-steps';
import { useJourney } from './journey-context';
import { PageLoader } from './page-loader';

/** The running actor of `step`, or undefined while its page is not shown. */
export function useStepActor<S extends Step>(step: S): StepActors[S] | undefined {
  const journey = useJourney();
  return useActorView(journey, (s) => s.children[step] as StepActors[S] | undefined);
}

/** The running actor of `step`, for views rendered inside its {@link StepGate}. */
export function useRunningStep<S extends Step>(step: S): StepActors[S] {
  const actor = useStepActor(step);
  if (!actor) throw new Error(`The ${step} step is not running: render its views in a StepGate`);
  return actor;
}

/**
 * Renders `children` once the journey runs `step`'s actor. The page first appears in a render
 * React may split (a deferred value): a long form then does not hold a phone's main thread in
 * one task the moment its actor starts, and the loader stays until it is ready to show.
 */
export function StepGate(props: { step: Step; children: ReactNode }) {
  const running = useStepActor(props.step);
  const shown = useDeferredValue(running);
  // A step that stopped hides its page at once: the views read the running actor.
  if (running && shown) return <>{props.children}</>;
  return <PageLoader />;
}
