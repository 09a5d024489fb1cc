/** The business details page (/onboarding and its sections): its actor with the real calls. */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, waitFor } from 'xstate';
import { onboardingLinkGenerationOn } from '../../../domain/flags/flag-rules';
import { keptSearch } from '../../../domain/routing/url-params';
import { onboardingMachine } from '../../../machines/onboarding.machine';
import { showErrorToast } from '../../api/error-toast';
import { useAnnounceBusy } from '../../app/use-announce';
import { createOnboardingLink, restoreMerchant, saveMerchant } from '../../api/merchant-calls';
import {
  useFlagsActor,
  useSession,
  type FlagsActor,
  type SessionActor,
} from '../../app/app-context';
import { PageLoader } from '../../app/page-loader';
import { SignedInEmail } from '../signed-in-email';
import { track, trackLater } from '../lead/track';
import { BusinessAccordion } from './business-accordion';
import { BusinessProgress } from './business-progress';
import { OnboardingActorProvider, type OnboardingActor } from './onboarding-actor';
import { clearLocalDraft, keepLocalDraft, loadLocalDraft } from './onboarding-storage';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';

/** The onboarding machine with the server calls, this browser's draft and the session. */
export function appOnboardingMachine(session: SessionActor, email: string, flags: FlagsActor) {
  return onboardingMachine.provide({
    actors: {
      restore: fromPromise(async ({ signal }) => {
        // The flags load when the app starts; the restore waits for them (defaults on failure).
        const [answer, loaded] = await Promise.all([
          restoreMerchant(signal),
          waitFor(flags, (s) => s.status === 'done'),
        ]);
        const linkGeneration = onboardingLinkGenerationOn(loaded.context.flags);
        const draft = loadLocalDraft(email);
        return draft ? { answer, draft, linkGeneration } : { answer, linkGeneration };
      }),
      save: fromPromise(({ input, signal }) => saveMerchant(input.payload, signal)),
      createOnboardingLink: fromPromise(({ input, signal }) =>
        createOnboardingLink(input.prospectId, signal),
      ),
    },
    actions: {
      keepDraft: (_, { draft }) => keepLocalDraft(email, draft),
      saved: (_, { answer }) => {
        if (answer.formCompletedState) clearLocalDraft(email);
        track('business_details_saved', { flags: answer.formCompletedState });
        if (answer.formCompletedState?.storeDetailsForm) trackLater('store_submitted');
        session.send({ type: 'session.update', answer });
      },
    },
  });
}

/** Keeps the address bar and the open section in step, keeping the query string (doc 1 §2). */
function useRouteSync(actor: OnboardingActor) {
  const location = useLocation();
  const navigate = useNavigate();
  const route = useSelector(actor, (s) => s.context.route);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  useEffect(() => {
    actor.send({ type: 'route.change', pathname: location.pathname });
  }, [actor, location.pathname]);
  useEffect(() => {
    if (ready && route !== location.pathname) {
      void navigate({ pathname: route, search: keptSearch(location.search) }, { replace: true });
    }
    // Only the machine's route moves the address bar; the bar's own moves are sent above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, ready]);
}

function OnboardingPage(props: { actor: OnboardingActor }) {
  const { actor } = props;
  useRouteSync(actor);
  const restoring = useSelector(actor, (s) => s.matches('restoring'));
  const loadError = useSelector(actor, (s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  );
  const toast = useSelector(actor, (s) => s.context.toast);
  const saveFailed = useSelector(actor, (s) => s.context.saveFailed);
  const saving = useSelector(actor, (s) => s.matches({ ready: { form: 'saving' } }));
  useAnnounceBusy(saving, {
    busy: 'Saving…',
    // A refused or failed save says so in its toast; only a clean save is announced as saved.
    done: () => {
      const { context } = actor.getSnapshot();
      return context.toast || context.saveFailed || Object.keys(context.errors).length > 0
        ? null
        : 'Saved.';
    },
  });
  useEffect(() => {
    if (!toast) return;
    showErrorToast(toast, saveFailed ? { retry: () => actor.send({ type: 'save.retry' }) } : {});
    actor.send({ type: 'toast.dismiss' });
  }, [toast, saveFailed, actor]);

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
  const actor = useActorRef(machine, {
    input: { pathname },
    ...inspectedAs(ACTOR_NAMES.businessDetails),
  });
  return (
    <Stack gap="md">
      <Title order={1}>Business Details</Title>
      <SignedInEmail />
      <OnboardingActorProvider actor={actor}>
        <OnboardingPage actor={actor} />
      </OnboardingActorProvider>
    </Stack>
  );
}
