/** The lead form page (/lead): the lead actor the journey runs, and the form. */
import { Stack, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useLocation } from 'react-router-dom';
import { leadLayoutView } from '../../machines/lead/lead-view';
import { StepGate } from '../app/step-actor';
import { SignedInEmail } from '../session/signed-in-email';
import { ClaimsList } from '../session/claims-list';
import { useVisitClaimSet } from '../session/visit-claims';
import { useLeadActor } from './lead-actor';
import { LeadForm } from './lead-form';
import { LEAD_WORDS } from '../../machines/lead/lead-words';
import { useSay } from '../i18n/say';

/** The form beside the claims its sign-up variant shows (doc 1 §2, domain/experiments). */
function LeadLayout() {
  const actor = useLeadActor();
  const variant = useActorView(actor, leadLayoutView);
  const { search } = useLocation();
  const claimSet = useVisitClaimSet(search);
  const form = (
    <Stack gap="md">
      <SignedInEmail />
      <LeadForm />
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

/** The lead form page. */
export function LeadScreen() {
  const say = useSay();
  // The heading shows with the page's code, before the lead's step has started.
  return (
    <Stack gap="md">
      <Title order={1}>{say(LEAD_WORDS.screenTitle)}</Title>
      <StepGate step="lead">
        <LeadLayout />
      </StepGate>
    </Stack>
  );
}
