/**
 * The provider's back office as the portal exposes it: the operations console's calls under
 * /api/ops (console sessions only) and the signed webhook. Shared by the server and the console
 * screens under src/ops.
 */
import type { CashPayOnboardingStatus, OwnerControl } from '../merchant/merchant-account';
import type { AgreementAcceptance } from './agreement-api';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { AccountMark } from '../session/account-marks';
import type { FormCompletedState } from '../session/form-completion';
import type { StoreLocationSummary } from './status-api';
import type { RevisionRecord, RevisionRequestBody } from './revision-api';

/** The console's maintenance switch: GET {@link MaintenanceSwitch}, POST {on}. */
export const OPS_MAINTENANCE_PATH = '/api/ops/maintenance';

export const OPS_API = {
  /** POST {email, password}: starts a console session. */
  login: '/api/ops/login',
  /** POST: ends it. */
  logout: '/api/ops/logout',
  /** GET: {email} of the signed-in staff member. */
  me: '/api/ops/me',
  /** GET ?q=&status=&page=&pageSize=: {@link ApplicationListResponse}. */
  applications: '/api/ops/applications',
} as const;

/** The path of one application and of its actions. */
export function opsApplicationPath(
  merchantId: string,
  action?:
    | 'compliance'
    | 'opportunity-stage'
    | 'onboarding-group'
    | 'owner-controls'
    | 'cash-pay'
    | 'account-mark'
    | 'contacts',
): string {
  const base = `${OPS_API.applications}/${encodeURIComponent(merchantId)}`;
  return action ? `${base}/${action}` : base;
}

/** The path that records a test transaction at a store location. */
export function opsTestTransactionPath(merchantId: string, storeLocationId: string): string {
  return `${opsApplicationPath(merchantId)}/store-locations/${encodeURIComponent(storeLocationId)}/test-transaction`;
}

export const BACK_OFFICE_WEBHOOK_PATH = '/api/back-office/webhooks';
export const WEBHOOK_SIGNATURE_HEADER = 'x-portal-signature';

/** The statuses a compliance decision can give. */
export const COMPLIANCE_DECISIONS = [
  'IN_REVIEW',
  'READY_TO_INSTALL',
  'REQUIRES_ATTENTION',
  'INELIGIBLE',
  'COMPLETE',
] as const;
export type ComplianceDecision = (typeof COMPLIANCE_DECISIONS)[number];

/**
 * Which decisions each status allows, as a back office runs them: a review ends in approval,
 * a request for more information or a decline; a merchant who answered goes back to review; an
 * approved or live account can still be paused or closed when an issue is found (doc 1 §2
 * "conditional active"); a declined application can only be reopened for review. Applications
 * still being filled in (no status yet, NO_RECORD, IN_PROGRESS) get no decision.
 */
export const COMPLIANCE_TRANSITIONS: Readonly<
  Record<OnboardingStatus, readonly ComplianceDecision[]>
> = {
  NO_RECORD: [],
  IN_PROGRESS: [],
  IN_REVIEW: ['READY_TO_INSTALL', 'REQUIRES_ATTENTION', 'INELIGIBLE', 'COMPLETE'],
  REQUIRES_ATTENTION: ['IN_REVIEW', 'READY_TO_INSTALL', 'INELIGIBLE', 'COMPLETE'],
  READY_TO_INSTALL: ['COMPLETE', 'REQUIRES_ATTENTION', 'INELIGIBLE'],
  COMPLETE: ['REQUIRES_ATTENTION', 'INELIGIBLE'],
  INELIGIBLE: ['IN_REVIEW'],
};

/** The decisions open to an application in `status`. */
export function allowedComplianceDecisions(
  status: OnboardingStatus,
): readonly ComplianceDecision[] {
  return COMPLIANCE_TRANSITIONS[status];
}

/** Decisions that approve the account: they create its credentials when it has none. */
export function isApproval(decision: ComplianceDecision): boolean {
  return decision === 'READY_TO_INSTALL' || decision === 'COMPLETE';
}

/** Amount of the self-serve test purchase (doc 1 §2: "a $1.00 test purchase"). */
export const TEST_TRANSACTION_AMOUNT_CENTS = 100;

/** Webhook events the back office sends. */
export const WEBHOOK_EVENT_TYPES = [
  'compliance.decided',
  'opportunity_stage.changed',
  'onboarding_group.changed',
  'owner_controls.changed',
  'instore_transaction.recorded',
  'account.created',
  'cash_pay.changed',
  'account_mark.changed',
  'contacts.changed',
  'maintenance.changed',
  'revision.requested',
  'revision.withdrawn',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Every webhook names its merchant by the prospect reference the portal gave at sign-up. */
interface MerchantRef {
  mlsProspectRef: string;
}

/** The body of a webhook delivery, by type. */
export type WebhookEvent = { id: string; createdAt?: number } & (
  | {
      type: 'compliance.decided';
      data: MerchantRef & { status: ComplianceDecision; note?: string };
    }
  | {
      type: 'opportunity_stage.changed';
      data: MerchantRef & { opportunityStage: string; opportunityOwnerEmail?: string };
    }
  | { type: 'onboarding_group.changed'; data: MerchantRef & { onboardingGroup: string } }
  | { type: 'owner_controls.changed'; data: MerchantRef & { ownerControls: OwnerControl[] } }
  | {
      type: 'instore_transaction.recorded';
      data: MerchantRef & { storeLocationId: string; amountCents?: number };
    }
  | { type: 'account.created'; data: MerchantRef & { merchantId?: string } }
  | { type: 'cash_pay.changed'; data: MerchantRef & CashPayBackOfficeChange }
  | { type: 'account_mark.changed'; data: MerchantRef & { accountMark: AccountMark | null } }
  | {
      type: 'contacts.changed';
      /** administratorEmails: those of contactEmails who are administrators (0258); kept when left out. */
      data: MerchantRef & { contactEmails: string[]; administratorEmails?: string[] };
    }
  // A request for changes (docs/decisions/0262), asked or withdrawn by the back office.
  | { type: 'revision.requested'; data: MerchantRef & RevisionRequestBody }
  | { type: 'revision.withdrawn'; data: MerchantRef }
  // The portal-wide maintenance switch: no merchant (docs/decisions/0071).
  | { type: 'maintenance.changed'; data: { on: boolean } }
);

/**
 * What the back office sets about cash pay (doc 1 §3, §4; doc 2 §8): eligibility, the cash pay
 * onboarding status, integration complete and the INVALID_FEE mark. Any non-empty subset.
 */
export interface CashPayBackOfficeChange {
  cashPayEligible?: boolean;
  cashPayOnboardingStatus?: CashPayOnboardingStatus;
  cashPayIntegrationComplete?: boolean;
  cashPayInvalidFee?: boolean;
}

/** The cash pay facts the console shows. */
export type CashPayBackOfficeState = Required<CashPayBackOfficeChange> & {
  cashPayForm: boolean;
  cashPayAgreementAccepted: boolean;
  customizeCashPayProfileComplete: boolean;
  cashPayChannel: boolean;
};

export interface OpsLoginRequest {
  email: string;
  password: string;
}
export interface OpsMeResponse {
  email: string;
}

/** One row of the applications list. */
export interface ApplicationSummary {
  id: string;
  email: string;
  storeName: string;
  registeredCountry: string;
  onboardingStatus: OnboardingStatus;
  onboardingGroup: string;
  createdAt: number;
}

export interface ApplicationListResponse {
  items: ApplicationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One audit entry as the console shows it. */
export interface AuditEntry {
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: number;
}

/** GET one application: account fields, masked sections, store locations, history. */
export interface ApplicationDetail extends ApplicationSummary {
  mlsProspectRef: string;
  opportunityStage: string;
  opportunityOwnerEmail: string;
  ownerControls: OwnerControl[];
  merchantId: string;
  /** Masked (last four) once the account exists. */
  secretKey: string;
  accountRequestPending: boolean;
  formCompletedState: FormCompletedState;
  cashPay: CashPayBackOfficeState;
  /** The merchant agreement versions the merchant accepted, newest first. */
  agreementAcceptances: AgreementAcceptance[];
  /** The back office's mark that stops the journey on a block page; null for none (0071). */
  accountMark: AccountMark | null;
  /** Further contact e-mails of the application (0073). */
  contactEmails: string[];
  /** Those of the further contacts who are administrators (0258). */
  administratorEmails: string[];
  allowedDecisions: readonly ComplianceDecision[];
  storeLocations: Array<StoreLocationSummary & { testTransactionRecorded: boolean }>;
  /** The merchant's saved sections, sensitive values masked. */
  sections: Record<string, unknown>;
  audit: AuditEntry[];
  /** Every request for changes, newest first. */
  revisions?: RevisionRecord[];
}

export interface ComplianceDecisionRequest {
  decision: ComplianceDecision;
  /** Shown to the merchant in the decision e-mail (what needs attention, for example). */
  note?: string;
}
export interface OpportunityStageRequest {
  opportunityStage: string;
  opportunityOwnerEmail?: string;
}
export interface OnboardingGroupRequest {
  onboardingGroup: string;
}
export interface OwnerControlsRequest {
  ownerControls: OwnerControl[];
}
