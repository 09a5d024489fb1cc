/** The business details page (/onboarding and its sections): the actor the journey runs. */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useDeferredValue } from 'react';
import { useAnnounceBusy } from '../app/use-announce';
import { PageLoader } from '../app/page-loader';
import { StepGate } from '../app/step-actor';
import { SignedInEmail } from '../session/signed-in-email';
import { BusinessAccordion } from './business-accordion';
import { BusinessProgress } from './business-progress';
import { useBusinessDetailsActor } from './business-details-actor';

function OnboardingPage() {
  const actor = useBusinessDetailsActor();
  // The restored form appears in a render React may split (see StepGate), not in one long task.
  const restoring = useDeferredValue(useActorView(actor, (s) => s.matches('restoring')));
  const loadError = useActorView(actor, (s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  );
  useAnnounceBusy(actor, (s) => s.matches({ ready: { form: 'saving' } }), {
    busy: 'Saving…',
    // A refused or failed save says so in its toast; only a clean save is announced as saved.
    done: () => {
      const { context } = actor.getSnapshot();
      return context.lastSaveRefused || context.saveFailed || Object.keys(context.errors).length > 0
        ? null
        : 'Saved.';
    },
  });

  if (restoring) return <PageLoader />;
  if (loadError !== null) {
    return (
      <Alert color="red" title="Your application could not be loaded">
        <Stack gap="sm" align="flex-start">
          {loadError}
          <Button onClick={() => actor.send({ type: 'restore.retry' })}>Try again</Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <BusinessProgress />
      <BusinessAccordion />
    </Stack>
  );
}

/** The business details page. */
export function BusinessDetailsScreen() {
  return (
    <Stack gap="md">
      <Title order={1}>Business Details</Title>
      <SignedInEmail />
      <StepGate step="businessDetails">
        <OnboardingPage />
      </StepGate>
    </Stack>
  );
}
