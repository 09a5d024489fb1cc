/**
 * The e-mail a merchant receives when the compliance team decides on their application, in the
 * merchant's language. Plain, brand-neutral wording of a payments provider; the status page
 * carries the detail.
 */
import type { ComplianceDecision } from '../../domain/api/back-office-api';
import type { Language } from '../../domain/i18n/language';
import { msg, type Message } from '../../domain/i18n/message';
import { letter } from '../mail/letter';
import type { OutgoingMail } from '../mail/mailer';

/** doc 1 §2 "Declined compliance text", word for word (mail.decisionIneligibleDeclined opens with it). */
export const DECLINED_TEXT = 'Unfortunately we are unable to proceed with your application.';

interface Wording {
  subject: Message;
  paragraphs: Message[];
}

function wordingOf(decision: ComplianceDecision, storeName: string, note: string): Wording {
  const store = { hasStore: storeName ? 'yes' : 'no', storeName };
  switch (decision) {
    case 'READY_TO_INSTALL':
      return {
        subject: msg('mail.decisionApprovedSubject'),
        paragraphs: [
          msg('mail.decisionApprovedGoodNews', store),
          msg('mail.decisionApprovedNextStep'),
        ],
      };
    case 'COMPLETE':
      return {
        subject: msg('mail.decisionActiveSubject'),
        paragraphs: [msg('mail.decisionActiveNow', store), msg('mail.decisionActiveSettlements')],
      };
    case 'REQUIRES_ATTENTION':
      return {
        subject: msg('mail.decisionAttentionSubject'),
        paragraphs: [
          msg('mail.decisionAttentionMore', store),
          ...(note ? [msg('mail.decisionAttentionNote', { note })] : []),
          msg('mail.decisionAttentionReply'),
        ],
      };
    case 'INELIGIBLE':
      return {
        subject: msg('mail.decisionIneligibleSubject'),
        paragraphs: [
          msg('mail.decisionIneligibleThanks', store),
          msg('mail.decisionIneligibleDeclined'),
        ],
      };
    case 'IN_REVIEW':
      return {
        subject: msg('mail.decisionReviewSubject'),
        paragraphs: [msg('mail.decisionReviewThanks', store), msg('mail.decisionReviewTime')],
      };
  }
}

/** The decision mail to `to`, in `language`, linking to the merchant's status page. */
export function decisionMail(input: {
  to: string;
  decision: ComplianceDecision;
  storeName: string;
  note?: string;
  statusUrl: string;
  language: Language;
}): OutgoingMail {
  const { subject, paragraphs } = wordingOf(
    input.decision,
    input.storeName,
    input.note?.trim() ?? '',
  );
  return letter({
    language: input.language,
    to: input.to,
    subject,
    paragraphs,
    link: {
      lead: msg('mail.statusLinkFollow'),
      label: msg('mail.statusPage'),
      url: input.statusUrl,
    },
  });
}
