/**
 * Whether a merchant may use cash pay (doc 2 §7 GET /api/check-cashpay-eligibility: "eligible; only
 * with merchantId and both cash flags on"): the account exists, the back office marked it eligible,
 * both cash release flags (doc 1 §6) are on, and the merchant is registered in the US, cash pay's
 * only market (doc 1 §1; domain/cash-pay/cash-pay-market).
 */
import { eligibleForCashPay } from '../../domain/cash-pay/cash-pay-market';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import type { MerchantAccountRecord } from '../merchant/merchant-accounts-repository';

export function isEligibleForCashPay(
  flags: Pick<
    FeatureFlags,
    'merchantPortalReleaseCashPay' | 'merchantPortalReleaseCashPayFeatureSet2'
  >,
  account: Pick<MerchantAccountRecord, 'merchantId' | 'cashPayEligible'>,
  registeredCountry: string | null | undefined,
): boolean {
  return (
    account.merchantId !== '' &&
    eligibleForCashPay(account.cashPayEligible, registeredCountry) &&
    flags.merchantPortalReleaseCashPay &&
    flags.merchantPortalReleaseCashPayFeatureSet2
  );
}
