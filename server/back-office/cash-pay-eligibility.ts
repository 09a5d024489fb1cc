/**
 * Whether a merchant may use cash pay (doc 2 §7 GET /api/check-cashpay-eligibility: "eligible; only
 * with merchantId and both cash flags on"): the account exists, the back office marked it eligible,
 * and both cash release flags (doc 1 §6) are on.
 */
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import type { MerchantAccountRecord } from '../merchant/merchant-accounts-repository';

export function isEligibleForCashPay(
  flags: Pick<
    FeatureFlags,
    'merchantPortalReleaseCashPay' | 'merchantPortalReleaseCashPayFeatureSet2'
  >,
  account: Pick<MerchantAccountRecord, 'merchantId' | 'cashPayEligible'>,
): boolean {
  return (
    account.merchantId !== '' &&
    account.cashPayEligible &&
    flags.merchantPortalReleaseCashPay &&
    flags.merchantPortalReleaseCashPayFeatureSet2
  );
}
