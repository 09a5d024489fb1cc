/**
 * The e-mail a merchant receives when the compliance team decides on their application. Plain,
 * brand-neutral wording of a payments provider; the status page carries the detail.
 */
import type { ComplianceDecision } from '../../domain/api/back-office-api';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from '../mail/mailer';

/** doc 1 §2 "Declined compliance text", word for word. */
export const DECLINED_TEXT = 'Unfortunately we are unable to proceed with your application.';

interface Wording {
  subject: string;
  paragraphs: string[];
}

function wordingOf(decision: ComplianceDecision, storeName: string, note: string): Wording {
  const store = storeName ? ` for ${storeName}` : '';
  switch (decision) {
    case 'READY_TO_INSTALL':
      return {
        subject: 'Your merchant application has been approved',
        paragraphs: [
          `Good news: our compliance team has approved your merchant application${store}.`,
          'Your next step is to add us to your checkout. The status page walks you through the integration, and your API credentials are ready there once you sign in.',
        ],
      };
    case 'COMPLETE':
      return {
        subject: 'Your merchant account is active',
        paragraphs: [
          `Your merchant account${store} is now active, and your customers can pay in 4 interest-free instalments every 2 weeks.`,
          'Settlements reach your bank account within 1-5 business days. Your status page lists any steps that remain, such as adding messaging to your store.',
        ],
      };
    case 'REQUIRES_ATTENTION':
      return {
        subject: 'Action needed on your merchant application',
        paragraphs: [
          `Our compliance team needs a little more from you before we can continue with your application${store}.`,
          ...(note ? [`What we need: ${note}`] : []),
          'Please reply to this e-mail or sign in to your status page to respond. Until then your application is paused.',
        ],
      };
    case 'INELIGIBLE':
      return {
        subject: 'An update on your merchant application',
        paragraphs: [
          `Thank you for your interest in offering our payment option${store}.`,
          `${DECLINED_TEXT} Our compliance team reviews every application against our risk and regulatory requirements, and we are not able to share the specific reasons for this decision.`,
        ],
      };
    case 'IN_REVIEW':
      return {
        subject: 'Your merchant application is under review',
        paragraphs: [
          `Thank you for the update. Our compliance team is reviewing your application${store} again.`,
          'A compliance review usually takes 2-3 business days, and we will e-mail you as soon as it is done.',
        ],
      };
  }
}

/** The decision mail to `to`, linking to the merchant's status page. */
export function decisionMail(input: {
  to: string;
  decision: ComplianceDecision;
  storeName: string;
  note?: string;
  statusUrl: string;
}): OutgoingMail {
  const { subject, paragraphs } = wordingOf(
    input.decision,
    input.storeName,
    input.note?.trim() ?? '',
  );
  const closing = [
    'You can follow your application at any time on your status page:',
    input.statusUrl,
  ];
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...closing,
    '',
    'Merchant Onboarding team',
  ].join('\n');
  const href = escapeHtml(input.statusUrl);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Hello,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>You can follow your application at any time on your <a href="${href}">status page</a>.</p>
<p>Merchant Onboarding team</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
