/**
 * The step actors the journey runs (machines/journey.machine.ts), read by the screens: one
 * provider for all of them, the journey's own. A step screen renders inside {@link StepGate},
 * which shows the page loader while the step starts and Try again when its code did not load.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useDeferredValue, type ReactNode } from 'react';
import type { Step, StepActors } from '../../machines/journey-steps';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { useJourney } from './journey-context';
import { PageLoader } from './page-loader';

/** The running actor of `step`, or undefined while it starts or once its page is left. */
export function useStepActor<S extends Step>(step: S): StepActors[S] | undefined {
  const journey = useJourney();
  return useSelector(journey, (s) => s.children[step] as StepActors[S] | undefined);
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
  const journey = useJourney();
  const running = useStepActor(props.step);
  const shown = useDeferredValue(running);
  const unavailable = useSelector(journey, (s) => s.hasTag('stepUnavailable'));
  // A step that stopped hides its page at once: the views read the running actor.
  if (running && shown) return <>{props.children}</>;
  if (!unavailable) return <PageLoader />;
  return (
    <Alert color="red" title="This page could not be loaded">
      <Stack gap="sm" align="flex-start">
        {NETWORK_ERROR_MESSAGE}
        <Button onClick={() => journey.send({ type: 'step.retry' })}>Try again</Button>
      </Stack>
    </Alert>
  );
}
