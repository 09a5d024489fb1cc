/**
 * Cash pay on the status page and on /cash (doc 1 §2 "Cash status page (/cash) cards in order",
 * "Status sidebar steps"; doc 1 §4 "Cards": cash-pay integration, cash pay onboarding status,
 * customize profile). Each function reads only the facts it needs, so each is checked over the
 * whole table of its inputs.
 */
import type { CashPayOnboardingStatus } from '../merchant/merchant-account';
import type { FeatureFlags } from '../flags/feature-flags';
import type { CardStatus } from '../status/card-status';
import { eligibleForCashPay } from './cash-pay-market';

/** doc 1 §2: the four cash sidebar steps, in the seed's order. */
export const CASH_SIDEBAR_STEPS = [
  'AddCashPay',
  'CashPayIntegration',
  'CashPayProfileStatus',
  'CustomizeCashPayProfile',
] as const;
export type CashSidebarStep = (typeof CASH_SIDEBAR_STEPS)[number];

/** The facts of the status context the cash cards read (doc 1 §3 "Status context"). */
export interface CashPayFacts {
  cashPayOnboardingStatus: CashPayOnboardingStatus;
  cashPayIntegrationComplete: boolean;
  customizeCashPayProfileComplete: boolean;
  isEligibleForCashPay: boolean;
  /** The merchant's registered country: cash pay is offered only in the US (./cash-pay-market). */
  registeredCountry: string;
  cashPayLogoUrl: string;
  /** The cash form was sent (formCompletion cashPayForm). */
  cashPayForm: boolean;
}

type CashFlags = Pick<
  FeatureFlags,
  'merchantPortalReleaseCashPay' | 'merchantPortalReleaseCashPayFeatureSet2'
>;

/**
 * doc 1 §2 card 2: the cash pay release flag, the feature set 2 flag and isEligibleForCashPay all
 * hold, and the merchant is a US one (doc 1 §1: cash pay is the cash-app brand's product).
 */
export function cashPayOffered(
  flags: CashFlags,
  facts: Pick<CashPayFacts, 'isEligibleForCashPay' | 'registeredCountry'>,
): boolean {
  return (
    flags.merchantPortalReleaseCashPay &&
    flags.merchantPortalReleaseCashPayFeatureSet2 &&
    eligibleForCashPay(facts.isEligibleForCashPay, facts.registeredCountry)
  );
}

/** doc 1 §4: Done when integration complete; READY_TO_INSTALL InProgress; NONE and IN_PROGRESS None. */
export function cashPayIntegrationCardStatus(
  facts: Pick<CashPayFacts, 'cashPayOnboardingStatus' | 'cashPayIntegrationComplete'>,
): CardStatus {
  if (facts.cashPayIntegrationComplete) return 'Done';
  return facts.cashPayOnboardingStatus === 'READY_TO_INSTALL' ? 'InProgress' : 'None';
}

/** doc 1 §4: on the profile status card NONE and IN_PROGRESS show None, READY_TO_INSTALL Reviewing. */
export function cashPayProfileStatusCardStatus(status: CashPayOnboardingStatus): CardStatus {
  return status === 'READY_TO_INSTALL' ? 'Reviewing' : 'None';
}

/** doc 1 §4: Done if customizeCashPayProfileComplete; InProgress if READY_TO_INSTALL and integration complete; else None. */
export function customizeCashPayProfileCardStatus(
  facts: Pick<
    CashPayFacts,
    'customizeCashPayProfileComplete' | 'cashPayOnboardingStatus' | 'cashPayIntegrationComplete'
  >,
): CardStatus {
  if (facts.customizeCashPayProfileComplete) return 'Done';
  return facts.cashPayOnboardingStatus === 'READY_TO_INSTALL' && facts.cashPayIntegrationComplete
    ? 'InProgress'
    : 'None';
}

/**
 * The sign-up card (AddCashPay). The seed gives no table: Done once the cash form is sent (the
 * activation); InProgress while an eligible merchant has not activated; None otherwise.
 */
export function addCashPayCardStatus(
  facts: Pick<CashPayFacts, 'cashPayForm' | 'isEligibleForCashPay' | 'registeredCountry'>,
): CardStatus {
  if (facts.cashPayForm) return 'Done';
  return eligibleForCashPay(facts.isEligibleForCashPay, facts.registeredCountry)
    ? 'InProgress'
    : 'None';
}

/**
 * The status of each cash sidebar step. The profile status card never shows Done (doc 1 §4 gives it
 * only None and Reviewing): its step is Done once the back office has the profile READY_TO_INSTALL,
 * the last cash pay onboarding status, while the card keeps reading Reviewing.
 */
export function cashSidebarStatuses(facts: CashPayFacts): Record<CashSidebarStep, CardStatus> {
  const profile = cashPayProfileStatusCardStatus(facts.cashPayOnboardingStatus);
  return {
    AddCashPay: addCashPayCardStatus(facts),
    CashPayIntegration: cashPayIntegrationCardStatus(facts),
    CashPayProfileStatus:
      profile === 'Reviewing' ? 'Done' : facts.cashPayForm ? 'InProgress' : 'None',
    CustomizeCashPayProfile: customizeCashPayProfileCardStatus(facts),
  };
}

/** Which /cash cards show (doc 1 §2, cards 1-5 in order). */
export interface CashPageCards {
  /** Card 1: the API credentials, or the polling card while the eligibility check polls. */
  credentials: 'credentials' | 'polling';
  /** Card 2: gated by both cash flags and isEligibleForCashPay. */
  offer: boolean;
  /** Card 3: Activate Cash App Pay. Offered only where card 2 is (cash pay is not otherwise available). */
  activate: boolean;
  /** Card 4: Customize Cash Pay Profile, once cash pay is activated. */
  customize: boolean;
  /** Card 5: only when integration is complete and a logo URL exists. */
  profileStatus: boolean;
}

export interface CashPageInput {
  flags: CashFlags;
  facts: CashPayFacts;
  /** The eligibility check is still polling. */
  polling: boolean;
}

/** The /cash cards for these facts. */
export function cashPageCards({ flags, facts, polling }: CashPageInput): CashPageCards {
  const offer = !polling && cashPayOffered(flags, facts);
  return {
    credentials: polling ? 'polling' : 'credentials',
    offer,
    activate: offer,
    customize: offer && facts.cashPayForm,
    profileStatus: facts.cashPayIntegrationComplete && facts.cashPayLogoUrl.trim() !== '',
  };
}
