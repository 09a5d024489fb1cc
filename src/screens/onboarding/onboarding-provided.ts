/**
 * The business details machine with the server calls, this browser's draft and the session it
 * reports to: kept out of the view, which only reads the actor (docs/architecture.md §3).
 */
import { fromPromise, waitFor } from 'xstate';
import { onboardingLinkGenerationOn } from '../../../domain/flags/flag-rules';
import { onboardingMachine } from '../../../machines/onboarding.machine';
import { showErrorToast } from '../../api/error-toast';
import { createOnboardingLink, restoreMerchant, saveMerchant } from '../../api/merchant-calls';
import type { LoadedStep, StepRequest } from '../../../machines/journey-steps';
import type { FlagsActor } from '../../app/app-context';
import type { StepDeps } from '../../app/step-loader';
import { track, trackLater } from '../lead/track';
import { clearLocalDraft, keepLocalDraft, loadLocalDraft } from './onboarding-storage';

/** The onboarding machine with the server calls and this browser's draft. */
export function appOnboardingMachine(email: string, flags: FlagsActor) {
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
      },
      showToast: ({ self }, { message, retry }) =>
        showErrorToast(message, retry ? { retry: () => self.send({ type: 'save.retry' }) } : {}),
    },
  });
}

/** The business details step of `request`'s merchant, opening the section its path names. */
export function businessDetailsStep(deps: StepDeps, request: StepRequest): LoadedStep {
  return {
    logic: appOnboardingMachine(request.email, deps.flags),
    input: { pathname: request.route },
  };
}
