/**
 * The heading of the status page for each situation of the merchant (doc 1 §2 "Headings exist
 * for: incomplete, in review, compliance complete, conditional active …, declined or disabled,
 * needs attention (paused), all done").
 */
import { isZdoGroup } from '../picklists/onboarding-groups';
import type { OnboardingStatus } from '../journey/onboarding-status';
import type { HelpArticle } from '../help/help-articles';
import { msg, type Message } from '../i18n/message';

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
export const DECLINED_TEXT = msg('status.declinedText');

export interface StatusHeading {
  title: Message;
  body: Message;
  /** A help article linked under the text. */
  helpArticle: HelpArticle | null;
}

/**
 * The needs-attention heading's text when the reviewer asked for precise changes (a request for
 * changes) rather than by e-mail: the items follow it on the page.
 */
export const REVISION_HEADING_BODY = msg('status.heading.needsAttention.revisionBody');

/** The heading of `situation`; `brandName` is the brand the merchant signed up with. */
export function statusHeading(situation: HeadingSituation, brandName: string): StatusHeading {
  const brand = { brand: brandName };
  const heading = (title: Message, body: Message, helpArticle: HelpArticle | null = null) => ({
    title,
    body,
    helpArticle,
  });
  switch (situation) {
    case 'incomplete':
      return heading(msg('status.heading.incomplete.title'), msg('status.heading.incomplete.body'));
    case 'inReview':
      // doc 1 §1: "compliance review takes 2-3 business days".
      return heading(msg('status.heading.inReview.title'), msg('status.heading.inReview.body'));
    case 'complianceComplete':
      return heading(
        msg('status.heading.complianceComplete.title'),
        msg('status.heading.complianceComplete.body', brand),
      );
    case 'conditionalActive':
      return heading(
        msg('status.heading.conditionalActive.title'),
        msg('status.heading.conditionalActive.body'),
      );
    case 'declined':
      return heading(msg('status.heading.declined.title'), DECLINED_TEXT, 'applicationDeclined');
    case 'disabled':
      return heading(msg('status.heading.disabled.title'), DECLINED_TEXT, 'applicationDeclined');
    case 'needsAttention':
      return heading(
        msg('status.heading.needsAttention.title'),
        msg('status.heading.needsAttention.body'),
        'needsAttention',
      );
    case 'allDone':
      return heading(
        msg('status.heading.allDone.title'),
        msg('status.heading.allDone.body', brand),
      );
  }
}
