import { DEFAULT_ONBOARDING_GROUP } from '../picklists/onboarding-groups';
import type { OnboardingStatus } from '../journey/onboarding-status';

/** The most owners a merchant may list (doc 1 §9, doc 2 §9). */
export const MAX_OWNERS = 5;

/** Whether the owner at the same list position must upload an ID or a certified ID (doc 2 §6). */
export interface OwnerControl {
  requireId: boolean;
  requireCertifiedId: boolean;
}

/** Cash pay onboarding statuses, default first (doc 1 §4). */
export const CASH_PAY_ONBOARDING_STATUSES = ['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL'] as const;
export type CashPayOnboardingStatus = (typeof CASH_PAY_ONBOARDING_STATUSES)[number];

/**
 * What the provider's back office holds about the account (doc 1 §3 "merchantAccount"): status,
 * group, configuration the forms depend on (insurance, trust deed, per-owner ID controls) and
 * the in-store progress flags. The merchant never types these.
 */
export interface MerchantAccount {
  merchantId: string;
  mlsProspectRef: string;
  onboardingLink: string;
  onboardingStatus: OnboardingStatus | '';
  onboardingGroup: string;
  cashPayOnboardingStatus: CashPayOnboardingStatus;
  cashPayChannel: boolean;
  inStoreDirectDebitAuthorized: boolean;
  inStoreTrainingComplete: boolean;
  selfServeInStore: boolean;
  opportunityOwnerEmail: string;
  sfProspectId: string;
  requireInsurance: boolean;
  requireTrustDeed: boolean;
  trustDeedRequired: boolean;
  /** One entry per owner position, always {@link MAX_OWNERS} long. */
  ownerControls: OwnerControl[];
}

/** The controls of an owner that needs no ID upload. */
export function defaultOwnerControl(): OwnerControl {
  return { requireId: false, requireCertifiedId: false };
}

/** A new account: Normal Merchant, nothing authorised or required (doc 1 §3 defaults). */
export function emptyMerchantAccount(): MerchantAccount {
  return {
    merchantId: '',
    mlsProspectRef: '',
    onboardingLink: '',
    onboardingStatus: '',
    onboardingGroup: DEFAULT_ONBOARDING_GROUP,
    cashPayOnboardingStatus: 'NONE',
    cashPayChannel: false,
    inStoreDirectDebitAuthorized: false,
    inStoreTrainingComplete: false,
    selfServeInStore: false,
    opportunityOwnerEmail: '',
    sfProspectId: '',
    requireInsurance: false,
    requireTrustDeed: false,
    trustDeedRequired: false,
    ownerControls: Array.from({ length: MAX_OWNERS }, defaultOwnerControl),
  };
}

/** The controls of the owner at `index`; positions without an entry need no upload. */
export function ownerControlAt(
  account: Pick<MerchantAccount, 'ownerControls'>,
  index: number,
): OwnerControl {
  return account.ownerControls[index] ?? defaultOwnerControl();
}
