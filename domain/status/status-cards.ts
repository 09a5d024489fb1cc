/**
 * The status of each card of the status page (doc 1 §4 "Cards"). Every function reads only the
 * facts it needs, so each can be checked over the whole table of its inputs.
 */
import { isActivatedStage } from '../api/status-api';
import { isZdoGroup } from '../picklists/onboarding-groups';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { CardStatus } from './card-status';

/** Declined and paused accounts stop every later step (doc 1 §4, messaging and in-store cards). */
function stoppedStatus(status: OnboardingStatus): CardStatus | undefined {
  if (status === 'INELIGIBLE') return 'Declined';
  if (status === 'REQUIRES_ATTENTION') return 'Paused';
  return undefined;
}

/** Apply: Done unless NO_RECORD or IN_PROGRESS (None). */
export function applyCardStatus(status: OnboardingStatus): CardStatus {
  return status === 'NO_RECORD' || status === 'IN_PROGRESS' ? 'None' : 'Done';
}

/** Compliance: INELIGIBLE Declined, IN_REVIEW Reviewing, REQUIRES_ATTENTION RequiresAttention, approved Done. */
export function complianceCardStatus(status: OnboardingStatus): CardStatus {
  switch (status) {
    case 'INELIGIBLE':
      return 'Declined';
    case 'IN_REVIEW':
      return 'Reviewing';
    case 'REQUIRES_ATTENTION':
      return 'RequiresAttention';
    case 'READY_TO_INSTALL':
    case 'COMPLETE':
      return 'Done';
    default:
      return 'None';
  }
}

export interface MessagingCardInput {
  status: OnboardingStatus;
  /** From the server or the browser's own flag (doc 1 §3: "also a local storage flag"). */
  messagingComplete: boolean;
}

/** Messaging: INELIGIBLE Declined, REQUIRES_ATTENTION Paused, Done once marked, COMPLETE InProgress. */
export function messagingCardStatus({ status, messagingComplete }: MessagingCardInput): CardStatus {
  const stopped = stoppedStatus(status);
  if (stopped) return stopped;
  if (messagingComplete) return 'Done';
  return status === 'COMPLETE' ? 'InProgress' : 'None';
}

export interface InStoreByEmailInput {
  status: OnboardingStatus;
  inStoreDirectDebitAuthorized: boolean;
  opportunityStage: string;
}

/** What the e-mail activation card shows: its status, and whether the e-mail notice shows. */
export interface InStoreByEmailCard {
  status: CardStatus;
  emailNotice: boolean;
}

/**
 * In-store activation by e-mail: Declined if INELIGIBLE; Paused if REQUIRES_ATTENTION; None until
 * direct debit is authorized; Done once the opportunity is Implemented or Closed Won; READY_TO_INSTALL
 * and COMPLETE InProgress, which the card shows as RequiresAttention with the e-mail notice.
 */
export function inStoreByEmailCard(input: InStoreByEmailInput): InStoreByEmailCard {
  const stopped = stoppedStatus(input.status);
  if (stopped) return { status: stopped, emailNotice: false };
  if (!input.inStoreDirectDebitAuthorized) return { status: 'None', emailNotice: false };
  if (isActivatedStage(input.opportunityStage)) return { status: 'Done', emailNotice: false };
  const active = input.status === 'READY_TO_INSTALL' || input.status === 'COMPLETE';
  return active
    ? { status: 'RequiresAttention', emailNotice: true }
    : { status: 'None', emailNotice: false };
}

export interface InStoreStepInput {
  status: OnboardingStatus;
  inStoreTrainingComplete: boolean;
  inStoreDirectDebitAuthorized: boolean;
}

/** Direct debit: Declined, Paused, Done when authorized, InProgress once training is done, else None. */
export function directDebitCardStatus(input: InStoreStepInput): CardStatus {
  const stopped = stoppedStatus(input.status);
  if (stopped) return stopped;
  if (input.inStoreDirectDebitAuthorized) return 'Done';
  return input.inStoreTrainingComplete ? 'InProgress' : 'None';
}

/**
 * Training: Done when complete. Otherwise the seed leaves the mapping open: training starts while
 * the application is in review (the sidebar shows it from IN_REVIEW, doc 1 §4), so IN_REVIEW,
 * READY_TO_INSTALL and COMPLETE are InProgress, and declined or paused accounts stop it as they
 * stop the other in-store cards.
 */
export function trainingCardStatus(
  input: Pick<InStoreStepInput, 'status' | 'inStoreTrainingComplete'>,
): CardStatus {
  if (input.inStoreTrainingComplete) return 'Done';
  const stopped = stoppedStatus(input.status);
  if (stopped) return stopped;
  return input.status === 'IN_REVIEW' ||
    input.status === 'READY_TO_INSTALL' ||
    input.status === 'COMPLETE'
    ? 'InProgress'
    : 'None';
}

export interface IntegrationCardInput {
  status: OnboardingStatus;
  onboardingGroup: string;
  merchantId: string;
}

/**
 * Integration: IN_REVIEW is InProgress when the group is ZDO or a merchantId exists (the account
 * can integrate while the review ends); otherwise COMPLETE Done, READY_TO_INSTALL InProgress, and
 * every other status None.
 */
export function integrationCardStatus(input: IntegrationCardInput): CardStatus {
  if (input.status === 'IN_REVIEW') {
    return isZdoGroup(input.onboardingGroup) || input.merchantId !== '' ? 'InProgress' : 'None';
  }
  if (input.status === 'COMPLETE') return 'Done';
  if (input.status === 'READY_TO_INSTALL') return 'InProgress';
  return 'None';
}

export interface SelfServeActivationInput {
  status: OnboardingStatus;
  /** Every store location has its test tap recorded. */
  allStoresActivated: boolean;
}

/**
 * Self-serve in-store activation: Done when every store's test tap is recorded; IN_REVIEW,
 * READY_TO_INSTALL and COMPLETE InProgress; declined or paused accounts as the other in-store
 * cards; None before the forms are sent.
 */
export function selfServeActivationCardStatus(input: SelfServeActivationInput): CardStatus {
  if (input.allStoresActivated) return 'Done';
  const stopped = stoppedStatus(input.status);
  if (stopped) return stopped;
  return input.status === 'IN_REVIEW' ||
    input.status === 'READY_TO_INSTALL' ||
    input.status === 'COMPLETE'
    ? 'InProgress'
    : 'None';
}
