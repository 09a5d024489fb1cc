/**
 * The changes the console makes to one application (the decisions, account, cash pay,
 * journey-stop, contacts, store-location and request-for-changes panels), and the notice each one's success shows.
 */
import type {
  CashPayBackOfficeChange,
  ComplianceDecision,
  OwnerControlsRequest,
} from '../../domain/api/back-office-api';
import type { RevisionRequestBody } from '../../domain/api/revision-api';
import { DEFAULT_REVISION_DAYS } from '../../domain/revision/revision-request';
import type { AccountMark } from '../../domain/session/account-marks';

/** How the console words compliance decisions. */
export const DECISION_LABELS: Record<ComplianceDecision, string> = {
  READY_TO_INSTALL: 'Approve: ready to install',
  COMPLETE: 'Approve and activate: complete',
  REQUIRES_ATTENTION: 'Needs attention: pause and ask the merchant',
  INELIGIBLE: 'Decline: ineligible',
  IN_REVIEW: 'Reopen for review',
};

/** What each journey-stop mark means to an operator, and the page the merchant then sees. */
export const ACCOUNT_MARK_LABELS: Record<AccountMark, string> = {
  AGENCY: 'Onboarded through an agency (/agency)',
  INVALID_COUNTRY: 'Country outside the five served (/invalid-country)',
  THANK_YOU: 'Taken over by our team (/thank-you)',
};

/** One change to an application, as a panel asks for it. */
export type ApplicationChange =
  | { kind: 'decision'; decision: ComplianceDecision; note: string }
  | { kind: 'opportunityStage'; opportunityStage: string; opportunityOwnerEmail: string }
  | { kind: 'onboardingGroup'; onboardingGroup: string }
  | { kind: 'ownerControls'; ownerControls: OwnerControlsRequest['ownerControls'] }
  | { kind: 'cashPay'; change: Required<CashPayBackOfficeChange> }
  | { kind: 'accountMark'; mark: AccountMark | null }
  | { kind: 'contacts'; contactEmails: string[]; administratorEmails: string[] }
  | { kind: 'testTransaction'; storeLocationId: string }
  /** A request for changes (docs/decisions/0262). */
  | { kind: 'revision'; request: RevisionRequestBody }
  | { kind: 'revisionWithdraw' };

/** The notice a successful change shows. */
export function successNotice(change: ApplicationChange): string {
  switch (change.kind) {
    case 'decision':
      return `Decision recorded: ${DECISION_LABELS[change.decision]}. The merchant has been e-mailed.`;
    case 'opportunityStage':
      return `Opportunity stage set to ${change.opportunityStage}.`;
    case 'onboardingGroup':
      return `Onboarding group set to ${change.onboardingGroup}.`;
    case 'ownerControls':
      return 'Owner controls saved.';
    case 'cashPay':
      return 'Cash pay settings saved.';
    case 'accountMark':
      return change.mark
        ? `Journey stopped: ${ACCOUNT_MARK_LABELS[change.mark]}.`
        : 'Journey stop cleared.';
    case 'contacts':
      return 'Contacts saved.';
    case 'testTransaction':
      return 'Test transaction recorded.';
    case 'revision': {
      const count = change.request.items.length;
      return `Request for changes sent: ${count} ${count === 1 ? 'item' : 'items'}, due in ${change.request.deadlineDays ?? DEFAULT_REVISION_DAYS} days. The merchant has been e-mailed.`;
    }
    case 'revisionWithdraw':
      return 'Request for changes withdrawn: the application is back in review.';
  }
}
