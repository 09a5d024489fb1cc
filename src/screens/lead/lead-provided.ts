/**
 * The lead step as the journey starts it (src/app/step-loader.ts): the lead machine with the
 * server calls and the session it reports to, and its input read from this browser on arrival
 * (the sign-up experiment group, device id, link source, attribution and the draft kept before a
 * reload). Kept out of the view, which only reads the actor (docs/architecture.md §3).
 */
import { fromPromise } from 'xstate';
import { EXPERIMENTS, signUpVariantOf } from '../../../domain/experiments/login-experiment';
import { emptyMerchant } from '../../../domain/merchant/merchant';
import { leadPageOrder } from '../../../domain/onboarding/lead-pages';
import { copyLeadIntoMerchant } from '../../../domain/payload/lead-copies';
import { savePayload } from '../../../domain/payload/save-payload';
import type { LoadedStep, StepRequest } from '../../../machines/journey-steps';
import { leadMachine, type LeadMachineInput } from '../../../machines/lead.machine';
import { showErrorToast } from '../../api/error-toast';
import { saveMerchant, signUp } from '../../api/merchant-calls';
import type { StepDeps } from '../../app/step-loader';
import { trackEvent } from '../../reporting/analytics';
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

/** The lead machine with the server calls and this browser's draft and analytics. */
export function appLeadMachine(email: string) {
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
      leadSubmitted: (_, { answer }) => {
        rememberLeadSubmitted();
        clearLeadDraft(email);
        trackLater('lead_created', { userState: answer.userState });
      },
      showToast: ({ self }, { message, retry }) =>
        showErrorToast(message, retry ? { retry: () => self.send({ type: 'page.next' }) } : {}),
    },
  });
}

/** What the lead starts from on this visit of the page, read from this browser. */
export function leadInputOfVisit(email: string, search: string): LeadMachineInput {
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
}

/** The lead step of `request`'s merchant. */
export function leadStep(_deps: StepDeps, request: StepRequest): LoadedStep {
  const input = leadInputOfVisit(request.email, request.search);
  // doc 1 §2: sign-up variants Control and 1QAAT_ValueProps (domain/experiments).
  trackEvent('experiment_viewed', {
    experiment: EXPERIMENTS.signUp,
    variant: signUpVariantOf(input.experimentGroup),
  });
  return { logic: appLeadMachine(request.email), input };
}
