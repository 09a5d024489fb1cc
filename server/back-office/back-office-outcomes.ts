/**
 * What a back office change answers: the account after it, or a refusal with its HTTP status and
 * words an operator acts on; and the status a record has before any decision.
 */
import {
  allowedComplianceDecisions,
  type ComplianceDecision,
} from '../../domain/api/back-office-api';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import type { MerchantAccountRecord } from '../merchant/merchant-accounts-repository';
import { SUBMITTED_FORMS } from './back-office-repositories';

/** The outcome of a change: the account after it, or why it was refused (HTTP status). */
export type ChangeResult =
  | { ok: true; account: MerchantAccountRecord }
  | { ok: false; status: 400 | 404 | 409; error: string };

export const APPLICATION_NOT_FOUND = 'No application has that id.';
export const STORE_LOCATION_NOT_FOUND = 'This merchant has no store location with that id.';

/** The status of a record: its stored one, else IN_REVIEW once the five forms are done. */
export function effectiveStatus(
  stored: OnboardingStatus | '',
  forms: Record<string, boolean>,
): OnboardingStatus {
  if (stored) return stored;
  return SUBMITTED_FORMS.every((form) => forms[form]) ? 'IN_REVIEW' : 'IN_PROGRESS';
}

/** Why `decision` cannot follow `from`, in words an operator acts on. */
export function refusalOf(from: OnboardingStatus, decision: ComplianceDecision): string {
  if (from === decision) return `The application is already ${from}.`;
  const allowed = allowedComplianceDecisions(from);
  if (allowed.length === 0) {
    return `The application is ${from}: the merchant has not finished the onboarding forms, so there is nothing to decide yet.`;
  }
  return `An application that is ${from} cannot be moved to ${decision}. Allowed: ${allowed.join(', ')}.`;
}
