/** The lead form page (/lead): its actor with the real calls, and the form. */
import { Stack, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { emptyMerchant } from '../../../domain/merchant/merchant';
import { leadPageOrder } from '../../../domain/onboarding/lead-pages';
import { copyLeadIntoMerchant } from '../../../domain/payload/lead-copies';
import { savePayload } from '../../../domain/payload/save-payload';
import { leadMachine } from '../../../machines/lead.machine';
import { showErrorToast } from '../../api/error-toast';
import { saveMerchant, signUp } from '../../api/merchant-calls';
import { useSession, type SessionActor } from '../../app/app-context';
import { SignedInEmail } from '../signed-in-email';
import { LeadActorProvider } from './lead-actor';
import { LeadForm } from './lead-form';
import { EXPERIMENTS, signUpVariantOf } from '../../../domain/experiments/login-experiment';
import { trackEvent } from '../../reporting/analytics';
import { ClaimsList } from '../marketing/claims-list';
import { useVisitClaimSet } from '../marketing/visit-claims';
import {
  clearLeadDraft,
  keepLeadDraft,
  leadTrackingOfVisit,
  loadLeadDraft,
  rememberLeadSubmitted,
  signUpDeviceId,
  signUpExperimentGroup,
  signUpLinkSource,
} from './lead-storage';
import { track, trackLater } from './track';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';

/** The lead machine with the server calls and the session it reports to. */
export function appLeadMachine(session: SessionActor, email: string) {
  return leadMachine.provide({
    actors: {
      signUp: fromPromise(({ input, signal }) => signUp(input.payload, signal)),
      // doc 1 §4: in POST_LEAD a save follows the sign-up, with the lead copied forward.
      saveLead: fromPromise(({ input, signal }) =>
        saveMerchant(
          savePayload(copyLeadIntoMerchant({ ...emptyMerchant(), lead: input.lead })),
          signal,
        ),
      ),
    },
    actions: {
      keepDraft: (_, { draft }) => keepLeadDraft(email, draft),
      trackPageCompleted: (_, { page }) => track('lead_page_completed', { page }),
      signedUp: (_, { answer }) => {
        rememberLeadSubmitted();
        clearLeadDraft(email);
        trackLater('lead_created', { userState: answer.userState });
        session.send({ type: 'session.update', answer });
      },
      showToast: ({ self }, { message, retry }) =>
        showErrorToast(message, retry ? { retry: () => self.send({ type: 'page.next' }) } : {}),
    },
  });
}

/** The lead form page. */
export function LeadScreen() {
  const session = useSession();
  const email = useSelector(session, (s) => s.context.email) ?? '';
  const { search } = useLocation();
  // Read once per visit of the page: the machine and the attribution of this visit.
  const [machine] = useState(() => appLeadMachine(session, email));
  const [input] = useState(() => {
    const experimentGroup = signUpExperimentGroup();
    const draft = loadLeadDraft(email, leadPageOrder(experimentGroup).length);
    return {
      email,
      experimentGroup,
      deviceId: signUpDeviceId(),
      linkSource: signUpLinkSource(),
      tracking: leadTrackingOfVisit(search, document.referrer),
      ...(draft ? { draft } : {}),
    };
  });
  const actor = useActorRef(machine, { input, ...inspectedAs(ACTOR_NAMES.lead) });
  // doc 1 §2: sign-up variants Control and 1QAAT_ValueProps (domain/experiments).
  const variant = signUpVariantOf(input.experimentGroup);
  const claimSet = useVisitClaimSet(search);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackEvent('experiment_viewed', { experiment: EXPERIMENTS.signUp, variant });
  }, [variant]);
  const form = (
    <Stack gap="md">
      <Title order={1}>Tell us about your business</Title>
      <SignedInEmail />
      <LeadActorProvider actor={actor}>
        <LeadForm />
      </LeadActorProvider>
    </Stack>
  );
  return (
    <div data-testid="sign-up-layout" data-variant={variant}>
      {variant === '1QAAT_ValueProps' ? (
        <Stack gap="lg">
          {form}
          <ClaimsList set={claimSet} />
        </Stack>
      ) : (
        form
      )}
    </div>
  );
}
