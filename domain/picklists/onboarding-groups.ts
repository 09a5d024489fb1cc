/** Onboarding groups, default first (doc 1 §3, §6). */
export const ONBOARDING_GROUPS = ['Normal Merchant', 'ZDO Merchant', 'ZDO Pilot V1'] as const;
export type OnboardingGroup = (typeof ONBOARDING_GROUPS)[number];

export const DEFAULT_ONBOARDING_GROUP: OnboardingGroup = 'Normal Merchant';

/** doc 1 §6: ZDO groups skip to integration. */
export function isZdoGroup(group: string | undefined): boolean {
  return group === 'ZDO Merchant' || group === 'ZDO Pilot V1';
}
