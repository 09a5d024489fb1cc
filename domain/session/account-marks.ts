/**
 * Marks the provider's back office sets on an application that stop the merchant's journey on a
 * block page (doc 1 §2 route list, doc 2 §8): an e-mail onboarded through an agency, a merchant
 * whose country is outside the five, and an application the provider's team takes over by hand
 * (thank-you page). See docs/decisions/0071-account-marks-and-maintenance.md.
 */
import type { UserState } from './user-state';

export const ACCOUNT_MARKS = ['AGENCY', 'INVALID_COUNTRY', 'THANK_YOU'] as const;
export type AccountMark = (typeof ACCOUNT_MARKS)[number];

export function isAccountMark(value: unknown): value is AccountMark {
  return typeof value === 'string' && (ACCOUNT_MARKS as readonly string[]).includes(value);
}

export interface UserStateFacts {
  /** The portal is switched to maintenance (operators' runtime switch). */
  maintenance: boolean;
  /** The back office's mark on the application, if any. */
  mark: AccountMark | null;
  /** The state stored with the record (POST_LEAD or a platform state from the lead). */
  stored: UserState;
}

/**
 * The state a signed-in merchant is answered with: maintenance first (nothing can be saved), then
 * the back office's mark (it overrides what the lead said), then the stored state.
 */
export function effectiveUserState(facts: UserStateFacts): UserState {
  if (facts.maintenance) return 'MAINTENANCE_MODE';
  if (facts.mark) return facts.mark;
  return facts.stored;
}
