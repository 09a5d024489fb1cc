/**
 * The business details step's I/O (machines/journey/journey-io.ts): the restore, save and
 * onboarding link calls, this browser's draft, analytics and the error toast. Nothing here
 * decides; the business details machine does.
 */
import type { BusinessDetailsIO } from '../../machines/journey/journey-io';
import { showErrorToast } from '../api/error-toast';
import {
  createOnboardingLink,
  placeDetails,
  restoreMerchant,
  saveMerchant,
  searchPlaces,
} from '../api/merchant-calls';
import { track, trackLater } from '../lead/track';
import { clearLocalDraft, keepLocalDraft, loadLocalDraft } from './business-details-storage';

export function appBusinessDetailsIO(): BusinessDetailsIO {
  return {
    restore: async ({ email }, signal) => {
      const answer = await restoreMerchant(signal);
      const draft = loadLocalDraft(email);
      return draft ? { answer, draft } : { answer };
    },
    save: ({ payload }, signal) => saveMerchant(payload, signal),
    createOnboardingLink: ({ prospectId }, signal) => createOnboardingLink(prospectId, signal),
    searchPlaces: ({ query, country }, signal) => searchPlaces(query, country, signal),
    placeDetails: ({ placeId }, signal) => placeDetails(placeId, signal),
    keepDraft: (email, draft) => keepLocalDraft(email, draft),
    saved: (email, answer) => {
      if (answer.formCompletedState) clearLocalDraft(email);
      track('business_details_saved', { flags: answer.formCompletedState });
      if (answer.formCompletedState?.storeDetailsForm) trackLater('store_submitted');
    },
    showToast: (message, retry) => showErrorToast(message, retry ? { retry } : {}),
  };
}
