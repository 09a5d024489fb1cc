/** Test support: status contexts shaped like the answers of GET /api/status. */
import type { StatusContext } from '../../domain/api/status-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';

/** A submitted online merchant in review; override what a test needs. */
export function statusContext(patch: Partial<StatusContext> = {}): StatusContext {
  return {
    onboardingStatus: 'IN_REVIEW',
    onboardingGroup: 'Normal Merchant',
    opportunityStage: 'Compliance Checks',
    merchantId: '',
    registeredCountry: 'AU',
    salesChannel: 'Online Only',
    inStoreTrainingComplete: false,
    inStoreTrainingButtonClicked: false,
    inStoreDirectDebitAuthorized: false,
    messagingComplete: false,
    gatewayEnabled: false,
    isEligibleForInStoreSelfServeActivation: false,
    storeLocations: [],
    opportunityOwnerEmail: '',
    totalAnnualSales: '$0-$100K',
    accountRequestPending: false,
    cashPayOnboardingStatus: 'NONE',
    cashPayIntegrationComplete: false,
    customizeCashPayProfileComplete: false,
    isEligibleForCashPay: false,
    cashPayLogoUrl: '',
    cashPayChannel: false,
    formCompletedState: { ...emptyFormCompletedState(), storeForm: true },
    ...patch,
  };
}
