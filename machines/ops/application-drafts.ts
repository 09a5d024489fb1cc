/**
 * What the console's panels of one application hold while an operator edits them: each starts
 * from the application as the server last answered it, and a panel's Save turns its part into
 * the change the application machine sends (machines/ops/change-notices.ts).
 */
import type { ApplicationDetail, ComplianceDecision } from '../../domain/api/back-office-api';
import type { CashPayOnboardingStatus, OwnerControl } from '../../domain/merchant/merchant-account';
import { isAccountMark } from '../../domain/session/account-marks';
import { isContactRole } from '../../domain/session/contact-roles';
import type { ApplicationChange } from './change-notices';

export interface ApplicationDrafts {
  decision: ComplianceDecision | '';
  note: string;
  opportunityStage: string;
  opportunityOwnerEmail: string;
  onboardingGroup: string;
  ownerControls: OwnerControl[];
  cashPayEligible: boolean;
  cashPayOnboardingStatus: CashPayOnboardingStatus;
  cashPayIntegrationComplete: boolean;
  cashPayInvalidFee: boolean;
  /** The journey stop's mark, '' for none. */
  accountMark: string;
  /** The further contacts, one a line. */
  contactEmails: string;
  /** Those of the further contacts marked administrators (docs/decisions/0258). */
  administratorEmails: string[];
}

/** The e-mails of the contacts draft, one a line (blank lines and spaces ignored). */
export function contactEmailsOfDraft(text: string): string[] {
  return text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The drafts' administrators once the operator gives `email` the role `role` (a value of the
 * role pick list): the draft change the contacts panel sends (docs/decisions/0258).
 */
export function withContactRole(
  drafts: ApplicationDrafts,
  email: string,
  role: string,
): Pick<ApplicationDrafts, 'administratorEmails'> {
  if (!isContactRole(role)) return { administratorEmails: drafts.administratorEmails };
  const others = drafts.administratorEmails.filter((admin) => admin !== email);
  return { administratorEmails: role === 'administrator' ? [...others, email] : others };
}

/** The panels' drafts as `application` stands. */
export function draftsOf(application: ApplicationDetail): ApplicationDrafts {
  const cash = application.cashPay;
  return {
    decision: '',
    note: '',
    opportunityStage: application.opportunityStage,
    opportunityOwnerEmail: application.opportunityOwnerEmail,
    onboardingGroup: application.onboardingGroup,
    ownerControls: application.ownerControls,
    cashPayEligible: cash.cashPayEligible,
    cashPayOnboardingStatus: cash.cashPayOnboardingStatus,
    cashPayIntegrationComplete: cash.cashPayIntegrationComplete,
    cashPayInvalidFee: cash.cashPayInvalidFee,
    accountMark: application.accountMark ?? '',
    contactEmails: application.contactEmails.join('\n'),
    administratorEmails: application.administratorEmails,
  };
}

/** The panels whose Save sends their draft. */
export type DraftedChange = Exclude<
  ApplicationChange['kind'],
  'testTransaction' | 'revision' | 'revisionWithdraw'
>;

/** The change a panel's Save sends; undefined when its draft cannot be sent (no decision). */
export function changeOf(
  kind: DraftedChange,
  drafts: ApplicationDrafts,
  allowed: readonly ComplianceDecision[],
): ApplicationChange | undefined {
  switch (kind) {
    case 'decision':
      return drafts.decision && allowed.includes(drafts.decision)
        ? { kind, decision: drafts.decision, note: drafts.note.trim() }
        : undefined;
    case 'opportunityStage':
      return {
        kind,
        opportunityStage: drafts.opportunityStage,
        opportunityOwnerEmail: drafts.opportunityOwnerEmail.trim(),
      };
    case 'onboardingGroup':
      return { kind, onboardingGroup: drafts.onboardingGroup };
    case 'ownerControls':
      return { kind, ownerControls: drafts.ownerControls };
    case 'cashPay':
      return {
        kind,
        change: {
          cashPayEligible: drafts.cashPayEligible,
          cashPayOnboardingStatus: drafts.cashPayOnboardingStatus,
          cashPayIntegrationComplete: drafts.cashPayIntegrationComplete,
          cashPayInvalidFee: drafts.cashPayInvalidFee,
        },
      };
    case 'accountMark':
      return { kind, mark: isAccountMark(drafts.accountMark) ? drafts.accountMark : null };
    case 'contacts': {
      const contactEmails = contactEmailsOfDraft(drafts.contactEmails);
      return {
        kind,
        contactEmails,
        // A contact taken off the list is no longer an administrator either.
        administratorEmails: drafts.administratorEmails.filter((email) =>
          contactEmails.includes(email),
        ),
      };
    }
  }
}
