/**
 * The status context of doc 1 §3 for one merchant: the onboarding status (IN_REVIEW once the
 * five onboarding forms are done and the back office has not decided yet), the account fields
 * the back office sets, the in-store progress flags, and the store locations with their ids.
 */
import type { StatusContext } from '../../domain/api/status-api';
import { formCompletedStateOf } from '../session/user-state-response';
import type { BackOfficeDeps } from './back-office-deps';
import { isEligibleForCashPay } from './cash-pay-eligibility';
import { merchantFacts } from './merchant-facts';
import { merchantRevision } from '../revision/revision-views';

/** The context of the merchant with record id `merchantId`, or undefined when there is none. */
export async function statusContextOf(
  deps: Pick<BackOfficeDeps, 'repos' | 'bo' | 'backOffice' | 'config' | 'clock'>,
  merchantId: string,
): Promise<StatusContext | undefined> {
  const onboardingStatus = await deps.backOffice.statusOf(merchantId);
  const merchant = await deps.repos.merchants.findById(merchantId);
  const account = await deps.repos.merchantAccounts.get(merchantId);
  if (!onboardingStatus || !merchant || !account) return undefined;
  const sections = await deps.repos.merchantSections.get(merchantId);
  const facts = merchantFacts(merchant, sections);
  const forms = formCompletedStateOf(merchant);
  const gatewayEnabled = account.gatewayEnabled || forms.gatewayEnabled;
  return {
    onboardingStatus,
    onboardingGroup: account.onboardingGroup,
    opportunityStage: account.opportunityStage,
    merchantId: account.merchantId,
    registeredCountry: facts.registeredCountry,
    salesChannel: facts.salesChannel,
    inStoreTrainingComplete: account.inStoreTrainingComplete,
    inStoreTrainingButtonClicked: account.inStoreTrainingButtonClicked,
    inStoreDirectDebitAuthorized: account.inStoreDirectDebitAuthorized,
    messagingComplete: account.messagingComplete,
    gatewayEnabled,
    isEligibleForInStoreSelfServeActivation: facts.isEligibleForInStoreSelfServeActivation,
    storeLocations: facts.storeLocations,
    opportunityOwnerEmail: account.opportunityOwnerEmail,
    totalAnnualSales: facts.totalAnnualSales,
    accountRequestPending:
      !account.merchantId && (await deps.bo.accountRequests.isPending(merchantId)),
    formCompletedState: { ...forms, gatewayEnabled },
    cashPayOnboardingStatus: account.cashPayOnboardingStatus,
    cashPayIntegrationComplete: account.cashPayIntegrationComplete,
    customizeCashPayProfileComplete: account.customizeCashPayProfileComplete,
    // doc 2 §7: eligible only with a merchantId and both cash flags on; doc 1 §1: in the US.
    isEligibleForCashPay: isEligibleForCashPay(
      deps.config.backOffice.flags,
      account,
      facts.registeredCountry,
    ),
    cashPayLogoUrl: sections.cashPay?.cashPayLogoUrl ?? '',
    cashPayChannel: account.cashPayChannel,
    revision: await merchantRevision(deps.repos.revisions, merchantId, deps.clock()),
  };
}
