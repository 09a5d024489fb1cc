/**
 * Whether accepting the merchant agreement also accepts the Cash App Pay terms
 * (docs/decisions/0251-cash-terms-in-the-agreement.md). The agreement of the cash-app product, the
 * one US merchants accept on the owners step (doc 1 §1 "US gives the cash-app brand"; doc 2 §8 the
 * "Cash product" agreement is the US one), carries the cash pay terms, so its acceptance sets
 * cashPayAgreementAccepted (doc 1 §3) and Activate then activates in one click (doc 1 §2 card 3).
 */
import type { AgreementKey } from './agreement-link';

export function agreementCarriesCashTerms(key: AgreementKey | undefined): boolean {
  return key?.product === 'cashApp';
}
