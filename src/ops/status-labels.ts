/** How the console words onboarding statuses and compliance decisions. */
import type { ComplianceDecision } from '../../domain/api/back-office-api';
import type { OnboardingStatus } from '../../domain/routing/onboarding-status';

export const DECISION_LABELS: Record<ComplianceDecision, string> = {
  READY_TO_INSTALL: 'Approve: ready to install',
  COMPLETE: 'Approve and activate: complete',
  REQUIRES_ATTENTION: 'Needs attention: pause and ask the merchant',
  INELIGIBLE: 'Decline: ineligible',
  IN_REVIEW: 'Reopen for review',
};

export const STATUS_COLOURS: Record<OnboardingStatus, string> = {
  NO_RECORD: 'gray',
  IN_PROGRESS: 'gray',
  IN_REVIEW: 'blue',
  REQUIRES_ATTENTION: 'orange',
  READY_TO_INSTALL: 'teal',
  COMPLETE: 'green',
  INELIGIBLE: 'red',
};
