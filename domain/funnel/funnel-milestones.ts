/**
 * Which milestones a stored change reaches (docs/decisions/0255): the business details are sent
 * once the three accordion sections are complete (doc 1 §2 "Onboarding accordion"), the bank and
 * customer support steps by their own forms; a compliance approval reaches "approved", and
 * COMPLETE (doc 1 §2 "all done") the live account.
 */
import { isApproval, type ComplianceDecision } from '../api/back-office-api';
import { businessDetailsComplete } from '../business-details/stepper';
import type { FormCompletedState } from '../session/form-completion';
import type { MilestoneName } from './funnel-events';

/** The milestones the completion flags show reached. */
export function milestonesOfForms(flags: FormCompletedState): MilestoneName[] {
  return [
    ...(businessDetailsComplete(flags) ? (['business_details_completed'] as const) : []),
    ...(flags.bankForm ? (['bank_completed'] as const) : []),
    ...(flags.customerServiceForm ? (['customer_support_completed'] as const) : []),
  ];
}

/** The milestones a compliance decision reaches. */
export function milestonesOfDecision(decision: ComplianceDecision): MilestoneName[] {
  return [
    ...(isApproval(decision) ? (['compliance_approved'] as const) : []),
    ...(decision === 'COMPLETE' ? (['account_activated'] as const) : []),
  ];
}
