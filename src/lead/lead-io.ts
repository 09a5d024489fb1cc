/**
 * The lead step's I/O (machines/journey/journey-io.ts): the sign-up and save calls, this
 * browser's draft and the visit's attribution, analytics and the error toast. Nothing here
 * decides; the lead machine does.
 */
import { EXPERIMENTS, signUpVariantOf } from '../../domain/experiments/login-experiment';
import { leadPageOrder } from '../../domain/lead/lead-pages';
import type { LeadIO } from '../../machines/journey/journey-io';
import { showErrorToast } from '../api/error-toast';
import { saveMerchant, signUp } from '../api/merchant-calls';
import { trackEvent } from '../reporting/analytics';
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

export function appLeadIO(): LeadIO {
  return {
    readVisit: async ({ email, search }) => {
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
    },
    signUp: (payload, signal) => signUp(payload, signal),
    saveMerchant: (payload, signal) => saveMerchant(payload, signal),
    keepDraft: (email, draft) => keepLeadDraft(email, draft),
    leadSubmitted: (email, answer) => {
      rememberLeadSubmitted();
      clearLeadDraft(email);
      trackLater('lead_created', { userState: answer.userState });
    },
    // doc 1 §2: sign-up variants Control and 1QAAT_ValueProps (domain/experiments).
    experimentViewed: (group) =>
      trackEvent('experiment_viewed', {
        experiment: EXPERIMENTS.signUp,
        variant: signUpVariantOf(group),
      }),
    pageCompleted: (page) => track('lead_page_completed', { page }),
    showToast: (message, retry) => showErrorToast(message, retry ? { retry } : {}),
  };
}
