/**
 * The heading of the status page for each situation of the merchant (doc 1 §2 "Headings exist
 * for: incomplete, in review, compliance complete, conditional active …, declined or disabled,
 * needs attention (paused), all done").
 */
import { isZdoGroup } from '../picklists/onboarding-groups';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { HelpArticle } from '../help/help-articles';

export const HEADING_SITUATIONS = [
  'incomplete',
  'inReview',
  'complianceComplete',
  'conditionalActive',
  'declined',
  'disabled',
  'needsAttention',
  'allDone',
] as const;
export type HeadingSituation = (typeof HEADING_SITUATIONS)[number];

export interface HeadingInput {
  status: OnboardingStatus;
  onboardingGroup: string;
  merchantId: string;
  messagingComplete: boolean;
}

/**
 * The situation of these facts. An account that exists while the review runs (a ZDO group, or a
 * merchantId) is conditionally active; a declined record that already had an account is disabled;
 * COMPLETE is all done once the last step (messaging) is done.
 */
export function headingSituation(input: HeadingInput): HeadingSituation {
  const hasAccount = isZdoGroup(input.onboardingGroup) || input.merchantId !== '';
  switch (input.status) {
    case 'IN_REVIEW':
      return hasAccount ? 'conditionalActive' : 'inReview';
    case 'READY_TO_INSTALL':
      return 'complianceComplete';
    case 'COMPLETE':
      return input.messagingComplete ? 'allDone' : 'complianceComplete';
    case 'INELIGIBLE':
      return input.merchantId !== '' ? 'disabled' : 'declined';
    case 'REQUIRES_ATTENTION':
      return 'needsAttention';
    default:
      return 'incomplete';
  }
}

/** doc 1 §2 / doc 2 §8: the declined compliance text, word for word. */
export const DECLINED_TEXT = 'Unfortunately we are unable to proceed with your application.';

export interface StatusHeading {
  title: string;
  body: string;
  /** A help article linked under the text. */
  helpArticle: HelpArticle | null;
}

/**
 * The needs-attention heading's text when the reviewer asked for precise changes (a request for
 * changes) rather than by e-mail: the items follow it on the page.
 */
export const REVISION_HEADING_BODY =
  'Your account is paused while we check some details. Make the changes listed below and send them for review so we can continue.';

/** The heading of `situation`; `brandName` is the brand the merchant signed up with. */
export function statusHeading(situation: HeadingSituation, brandName: string): StatusHeading {
  const heading = (title: string, body: string, helpArticle: HelpArticle | null = null) => ({
    title,
    body,
    helpArticle,
  });
  switch (situation) {
    case 'incomplete':
      return heading(
        'Your application is incomplete',
        'Finish the onboarding forms so we can review your application.',
      );
    case 'inReview':
      // doc 1 §1: "compliance review takes 2-3 business days".
      return heading(
        'Your application is in review',
        'Our team reviews applications within 2-3 business days. We will email you as soon as there is an update.',
      );
    case 'complianceComplete':
      return heading(
        'Your application has been approved',
        `Complete the steps below to start offering ${brandName} to your customers.`,
      );
    case 'conditionalActive':
      return heading(
        'Your account is active while we finish our review',
        'You can set up your integration now. Settlements are paused until the review ends, and your account will be paused if we find an issue.',
      );
    case 'declined':
      return heading('Your application was declined', DECLINED_TEXT, 'applicationDeclined');
    case 'disabled':
      return heading('Your account has been disabled', DECLINED_TEXT, 'applicationDeclined');
    case 'needsAttention':
      return heading(
        'Your account needs attention',
        'Your account is paused while we check some details. Please respond to the email we sent you so we can continue.',
        'needsAttention',
      );
    case 'allDone':
      return heading('You are all set!', `Your store is ready to take payments with ${brandName}.`);
  }
}
