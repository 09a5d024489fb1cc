/**
 * The step the status sidebar marks as current (doc 1 §4 "Sidebar step by status").
 */
import { isActivatedStage } from '../api/status-api';
import { isZdoGroup } from '../picklists/onboarding-groups';
import { isInStoreChannel } from '../picklists/sales-channels';
import type { OnboardingStatus } from '../journey/onboarding-status';

/** doc 1 §2 "Status sidebar steps", in the seed's order. */
export const SIDEBAR_STEPS = [
  'Apply',
  'Compliance',
  'Integration',
  'InStoreTraining',
  'DirectDebit',
  'ActivateInStore',
  'Messaging',
  'Complete',
  'AddCashPay',
  'CashPayIntegration',
  'CashPayProfileStatus',
  'CustomizeCashPayProfile',
] as const;
export type SidebarStep = (typeof SIDEBAR_STEPS)[number];

/**
 * What the current step says beyond its name: the review after training, the needs-attention and
 * declined headings of the compliance step, and the account check while it polls.
 */
export type SidebarNote = 'postTrainingReview' | 'needsAttention' | 'declined' | 'checkingDetails';

export interface SidebarInput {
  status: OnboardingStatus;
  onboardingGroup: string;
  salesChannel: string;
  registeredCountry: string;
  inStoreTrainingComplete: boolean;
  inStoreDirectDebitAuthorized: boolean;
  /** The merchant opened the training link (doc 1 §3 inStoreTrainingButtonClicked). */
  inStoreTrainingButtonClicked: boolean;
  opportunityStage: string;
  messagingComplete: boolean;
  /** The account check is polling (doc 1 §3 zdoEligibilityPolling). */
  polling: boolean;
}

export interface SidebarPosition {
  step: SidebarStep;
  note: SidebarNote | null;
}

const at = (step: SidebarStep, note: SidebarNote | null = null): SidebarPosition => ({
  step,
  note,
});

/** In review, an in-store merchant trains (then authorizes direct debit) while compliance runs. */
function inReviewStep(input: SidebarInput): SidebarPosition {
  if (isZdoGroup(input.onboardingGroup)) return at('Integration');
  if (!isInStoreChannel(input.salesChannel)) return at('Compliance');
  if (input.registeredCountry === 'UK') return at('Compliance');
  if (input.inStoreDirectDebitAuthorized && input.inStoreTrainingComplete) return at('Compliance');
  if (input.inStoreTrainingComplete) return at('DirectDebit');
  if (input.inStoreTrainingButtonClicked) return at('InStoreTraining', 'postTrainingReview');
  return at('InStoreTraining');
}

/** Approved: in-store merchants finish training, direct debit and activation before integrating. */
function readyToInstallStep(input: SidebarInput): SidebarPosition {
  if (isInStoreChannel(input.salesChannel)) {
    if (!input.inStoreTrainingComplete) return at('InStoreTraining');
    if (!input.inStoreDirectDebitAuthorized) return at('DirectDebit');
    if (!isActivatedStage(input.opportunityStage)) return at('ActivateInStore');
  }
  return at('Integration');
}

/** The current sidebar step for these facts. */
export function sidebarStep(input: SidebarInput): SidebarPosition {
  if (input.polling) return at('Integration', 'checkingDetails');
  switch (input.status) {
    case 'IN_REVIEW':
      return inReviewStep(input);
    case 'REQUIRES_ATTENTION':
      return at('Compliance', 'needsAttention');
    case 'READY_TO_INSTALL':
      return readyToInstallStep(input);
    case 'COMPLETE':
      return at(input.messagingComplete ? 'Complete' : 'Messaging');
    case 'INELIGIBLE':
      return at('Compliance', 'declined');
    default:
      return at('Apply');
  }
}
