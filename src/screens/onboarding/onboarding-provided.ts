/**
 * The business details machine with the server calls, this browser's draft and the session it
 * reports to: kept out of the view, which only reads the actor (docs/architecture.md §3).
 */
import { fromPromise } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding.machine';
import { createOnboardingLink, restoreMerchant, saveMerchant } from '../../api/merchant-calls';
import type { SessionActor } from '../../app/app-context';
import { track, trackLater } from '../lead/track';
import { clearLocalDraft, keepLocalDraft, loadLocalDraft } from './onboarding-storage';

/** The onboarding machine with the server calls, this browser's draft and the session. */
export function appOnboardingMachine(session: SessionActor, email: string) {
  return onboardingMachine.provide({
    actors: {
      restore: fromPromise(async ({ signal }) => {
        const answer = await restoreMerchant(signal);
        const draft = loadLocalDraft(email);
        return draft ? { answer, draft } : { answer };
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
