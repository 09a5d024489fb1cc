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
import { useSay } from '../i18n/say';

function OnboardingPage() {
  const actor = useBusinessDetailsActor();
  const say = useSay();
  // The restored form appears in a render React may split (see StepGate), not in one long task.
  const restoring = useDeferredValue(useActorView(actor, (s) => s.matches('restoring')));
  const loadError = useActorView(actor, (s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  );
  useAnnounceBusy(actor, (s) => s.matches({ ready: { form: 'saving' } }), {
    busy: say({ id: 'business.saving' }),
    // A refused or failed save says so in its toast; only a clean save is announced as saved.
    done: () => {
      const { context } = actor.getSnapshot();
      return context.lastSaveRefused || context.saveFailed || Object.keys(context.errors).length > 0
        ? null
        : say({ id: 'business.saved' });
    },
  });

  if (restoring) return <PageLoader />;
  if (loadError !== null) {
    return (
      <Alert color="red" title={say({ id: 'business.loadFailedTitle' })}>
        <Stack gap="sm" align="flex-start">
          {say(loadError)}
          <Button onClick={() => actor.send({ type: 'restore.retry' })}>
            {say({ id: 'business.tryAgain' })}
          </Button>
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
  const say = useSay();
  return (
    <Stack gap="md">
      <Title order={1}>{say({ id: 'business.title' })}</Title>
      <SignedInEmail />
      <StepGate step="businessDetails">
        <OnboardingPage />
      </StepGate>
    </Stack>
  );
}
