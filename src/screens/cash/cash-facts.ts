/** What the cash pages read from the merchant's status context (doc 1 §3). */
import { DEFAULT_FEATURE_FLAGS } from '../../../domain/flags/feature-flags';
import type { CashPayFacts } from '../../../domain/status/cash-pay-status';
import type { PageStatus } from '../status/status-calls';

/** The cash facts of the status context (doc 1 §3). */
export function cashFactsOf(status: PageStatus): CashPayFacts {
  return {
    cashPayOnboardingStatus: status.cashPayOnboardingStatus,
    cashPayIntegrationComplete: status.cashPayIntegrationComplete,
    customizeCashPayProfileComplete: status.customizeCashPayProfileComplete,
    isEligibleForCashPay: status.isEligibleForCashPay,
    cashPayLogoUrl: status.cashPayLogoUrl,
    cashPayForm: status.formCompletedState.cashPayForm,
  };
}

/** The flags the page was given, or the defaults when they could not be read. */
export const flagsOf = (status: PageStatus) => status.flags ?? DEFAULT_FEATURE_FLAGS;
