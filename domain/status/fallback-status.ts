/**
 * The onboarding status used when the server gives none, or while it still answers IN_PROGRESS
 * after the retries (doc 1 §4: "When missing: READY_TO_INSTALL for ZDO Merchant and ZDO Pilot
 * V1, otherwise IN_REVIEW").
 */
import { isZdoGroup } from '../picklists/onboarding-groups';
import type { OnboardingStatus } from '../journey/onboarding-status';

/** READY_TO_INSTALL for the ZDO groups (they skip to integration), IN_REVIEW for the others. */
export function fallbackOnboardingStatus(onboardingGroup: string | undefined): OnboardingStatus {
  return isZdoGroup(onboardingGroup) ? 'READY_TO_INSTALL' : 'IN_REVIEW';
}

/** doc 1 §4 / §9: while IN_PROGRESS the merchant is refetched every 3 seconds, up to 3 retries. */
export const STATUS_RETRY_MS = 3000;
export const STATUS_MAX_RETRIES = 3;
