/**
 * The calls of the merchant's status page, shared by the browser and the server (doc 2 §7): the
 * status context, the ZDO account and its credentials, in-store activation, the update-user call,
 * the help-desk e-mail of the Contact Us modal, and the feature flags. Every call but the flags is
 * behind the signed-in session (401 'Please re-authenticate.' without one).
 */
import type { TrainingAnswers } from '../status/training-check';
import type { FeatureFlags } from '../flags/feature-flags';
import type { CashPayStatusFields } from './cash-pay-api';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { FormCompletedState } from '../session/form-completion';
import type { MerchantRevision } from './revision-api';
import { msg } from '../i18n/message';

export const STATUS_API = {
  /** GET: the merchant's {@link StatusContext}. */
  status: '/api/status',
  /** GET: {opportunityStage}; only for in-store channels (400 otherwise). */
  opportunityStage: '/api/opportunity-stage',
  /** POST (no body): asks the back office for an account; {status: 'PENDING' | 'CREATED'}. */
  zdoCreateAccount: '/api/zdo/create-account',
  /** GET: {merchantId, secretKey}; only once the account exists. */
  zdoCredentials: '/api/zdo/get-apc-credentials',
  /** POST {isEnabled}: the Verify step of the integration card; answers {formCompletedState}. */
  zdoUpdateGatewayEnabled: '/api/zdo/update-gateway-enabled',
  /** GET ?store_location_id={id}: a short-lived token for the card tap at that store. */
  instoreClientAccessToken: '/api/instore/client-access-token',
  /** GET + the store location id: {hasSelfServeTransaction}, polled every 5 s (doc 1 §9). */
  instoreStoreLocation: '/api/instore/store-location/',
  /** POST {@link UpdateUserRequest}: marks training, direct debit or messaging done. */
  updateUser: '/api/update-user',
  /** POST multipart {file?, country?, storeName?, contentBody, email, currentPage}: {message}. */
  helpDeskEmail: '/send-merchant-admin-help-desk-email',
  /** GET, public: the {@link FeatureFlags}. */
  flags: '/api/flags',
} as const;

/** The path of one store location's self-serve status. */
export function storeLocationStatusPath(storeLocationId: string): string {
  return `${STATUS_API.instoreStoreLocation}${encodeURIComponent(storeLocationId)}`;
}

/**
 * Opportunity stages of the provider's sales record. The seeds name 'Compliance Checks' (the
 * default, doc 1 §3), 'Implemented' and 'Closed Won' (doc 1 §4); the others are the usual stages
 * between and after them.
 */
export const OPPORTUNITY_STAGES = [
  'Compliance Checks',
  'Onboarding',
  'Implementation',
  'Implemented',
  'Closed Won',
  'Closed Lost',
] as const;
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number];
export const DEFAULT_OPPORTUNITY_STAGE: OpportunityStage = 'Compliance Checks';

/** doc 1 §4: in-store activation is Done once the opportunity is Implemented or Closed Won. */
export function isActivatedStage(stage: string | undefined): boolean {
  return stage === 'Implemented' || stage === 'Closed Won';
}

/** A store location as the status page needs it: the id to activate and the tab label. */
export interface StoreLocationSummary {
  id: string;
  label: string;
  locationName: string;
}

/** GET /api/status (doc 1 §3 "Status context"). */
export interface StatusContext extends CashPayStatusFields {
  onboardingStatus: OnboardingStatus;
  onboardingGroup: string;
  opportunityStage: string;
  /** '' until the account exists. */
  merchantId: string;
  registeredCountry: string;
  salesChannel: string;
  inStoreTrainingComplete: boolean;
  /** doc 1 §3: the merchant opened the training (the first click of the training card). */
  inStoreTrainingButtonClicked: boolean;
  inStoreDirectDebitAuthorized: boolean;
  messagingComplete: boolean;
  gatewayEnabled: boolean;
  isEligibleForInStoreSelfServeActivation: boolean;
  storeLocations: StoreLocationSummary[];
  opportunityOwnerEmail: string;
  totalAnnualSales: string;
  /** True while an account request waits for the back office (the ZDO polling card shows). */
  accountRequestPending: boolean;
  formCompletedState: FormCompletedState;
  /** The open request for changes; null (or absent) when none is open. */
  revision?: MerchantRevision | null;
}

export interface OpportunityStageResponse {
  opportunityStage: string;
}

/** doc 2 §8-style message of GET /api/opportunity-stage for an online-only merchant. */
export const OPPORTUNITY_STAGE_IN_STORE_ONLY = msg('status.server.opportunityStageInStoreOnly');

/** POST /api/zdo/create-account (doc 1 §4 "Account creation returns PENDING … or CREATED"). */
export interface CreateAccountResponse {
  status: 'PENDING' | 'CREATED';
}

/** GET /api/zdo/get-apc-credentials. */
export interface ApcCredentials {
  merchantId: string;
  secretKey: string;
}

export interface UpdateGatewayEnabledRequest {
  isEnabled: boolean;
}
export interface UpdateGatewayEnabledResponse {
  formCompletedState: FormCompletedState;
}

/** doc 2 §7: the message without store_location_id. */
export const STORE_LOCATION_ID_REQUIRED = 'storeLocationId is required';

export interface ClientAccessTokenResponse {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface StoreLocationStatusResponse {
  hasSelfServeTransaction: boolean;
}

/** POST /api/update-user: each present flag is marked done (a step is never un-done). */
export interface UpdateUserRequest {
  inStoreTrainingComplete?: true;
  /** The retention check's answers, sent with inStoreTrainingComplete (decision 0260). */
  trainingCheck?: TrainingAnswers;
  /** doc 1 §3 inStoreTrainingButtonClicked: the training was opened. */
  inStoreTrainingButtonClicked?: true;
  inStoreDirectDebitAuthorized?: true;
  messagingComplete?: true;
}

/** The screenshot of a support request: an image, 5 MB at most. */
export const HELP_DESK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const HELP_DESK_SCREENSHOT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
/** The request text's limit. */
export const HELP_DESK_CONTENT_MAX_LENGTH = 5000;

/** Answer of POST /send-merchant-admin-help-desk-email. */
export interface HelpDeskEmailResponse {
  message: string;
}

/** GET /api/flags. */
export type FlagsResponse = FeatureFlags;
