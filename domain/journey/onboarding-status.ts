/** Onboarding status values of a merchant (doc 1 §4 "Onboarding status"). */
export const ONBOARDING_STATUSES = [
  'NO_RECORD',
  'IN_PROGRESS',
  'INELIGIBLE',
  'IN_REVIEW',
  'REQUIRES_ATTENTION',
  'READY_TO_INSTALL',
  'COMPLETE',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** Narrows untrusted input (a server answer) to an onboarding status. */
export function isOnboardingStatus(value: unknown): value is OnboardingStatus {
  return typeof value === 'string' && (ONBOARDING_STATUSES as readonly string[]).includes(value);
}
