/**
 * The status page's reading of the merchant: the status context plus what the page reads beside it
 * (doc 1 §2): the e-commerce platform, which picks the integration card's variant, the store name
 * (the cash logo's upload name) and the feature flags (the cash cards).
 */
import type { FlagsResponse, StatusContext } from '../api/status-api';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../flags/feature-flags';
import type { CashPayFacts } from '../cash-pay/cash-pay-status';

export type PageStatus = StatusContext & {
  platform?: string;
  storeName?: string;
  flags?: FlagsResponse | null;
};

/** The flags the page was given, or the defaults when they could not be read. */
export const pageFlags = (status: PageStatus): FeatureFlags =>
  status.flags ?? DEFAULT_FEATURE_FLAGS;

/** The cash facts of the status context (doc 1 §3). */
export function cashFactsOf(status: PageStatus): CashPayFacts {
  return {
    cashPayOnboardingStatus: status.cashPayOnboardingStatus,
    cashPayIntegrationComplete: status.cashPayIntegrationComplete,
    customizeCashPayProfileComplete: status.customizeCashPayProfileComplete,
    isEligibleForCashPay: status.isEligibleForCashPay,
    registeredCountry: status.registeredCountry,
    cashPayLogoUrl: status.cashPayLogoUrl,
    cashPayForm: status.formCompletedState.cashPayForm,
  };
}
