/** The colour of each onboarding status in the console (decisions: machines/ops/change-notices). */
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';

export const STATUS_COLOURS: Record<OnboardingStatus, string> = {
  NO_RECORD: 'gray',
  IN_PROGRESS: 'gray',
  IN_REVIEW: 'blue',
  REQUIRES_ATTENTION: 'orange',
  READY_TO_INSTALL: 'teal',
  COMPLETE: 'green',
  INELIGIBLE: 'red',
};
