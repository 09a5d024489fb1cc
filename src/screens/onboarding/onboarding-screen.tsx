/** The business details page (/onboarding and its sections): its actor with the real calls. */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounceBusy } from '../../app/use-announce';
import { useFlagsActor, useSession } from '../../app/app-context';
import { appOnboardingMachine } from './onboarding-provided';
import { useJourney } from '../../app/journey-context';
import { PageLoader } from '../../app/page-loader';
import { SignedInEmail } from '../signed-in-email';
import { BusinessAccordion } from './business-accordion';
import { BusinessProgress } from './business-progress';
import {
  OnboardingActorContext,
  useOnboardingActor,
  type OnboardingActor,
} from './onboarding-actor';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';

/**
 * Tells the business details actor which section the address bar names, and the journey which
 * section the actor opened; the journey moves the address bar (src/app/journey-route.tsx).
 */
function useRouteSync(actor: OnboardingActor) {
  const location = useLocation();
  const journey = useJourney();
  const route = useSelector(actor, (s) => s.context.route);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  useEffect(() => {
    actor.send({ type: 'route.change', pathname: location.pathname });
  }, [actor, location.pathname]);
  useEffect(() => {
    if (ready && route !== location.pathname) {
      journey.send({ type: 'businessDetails.section', route });
    }
    // Only the machine's route moves the address bar; the bar's own moves are sent above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, ready]);
}

function OnboardingPage() {
  const actor = useOnboardingActor();
  useRouteSync(actor);
  const restoring = useSelector(actor, (s) => s.matches('restoring'));
  const loadError = useSelector(actor, (s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  );
  const saving = useSelector(actor, (s) => s.matches({ ready: { form: 'saving' } }));
  useAnnounceBusy(saving, {
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
export function OnboardingScreen() {
  const session = useSession();
  const email = useSelector(session, (s) => s.context.email) ?? '';
  const { pathname } = useLocation();
  const flags = useFlagsActor();
  const [machine] = useState(() => appOnboardingMachine(session, email, flags));
  return (
    <Stack gap="md">
      <Title order={1}>Business Details</Title>
      <SignedInEmail />
      <OnboardingActorContext.Provider
        logic={machine}
        options={{ input: { pathname }, ...inspectedAs(ACTOR_NAMES.businessDetails) }}
      >
        <OnboardingPage />
      </OnboardingActorContext.Provider>
    </Stack>
  );
}
