/**
 * The e-mails of a request for changes, in the style of the decision e-mails
 * (server/back-office/decision-mail.ts): no personal data (no names, no field values), the
 * deadline as a date, and a link to where the reader acts: the merchant's status page, or the
 * console for a reviewer.
 */
import { REMINDER_DAYS_BEFORE } from '../../domain/revision/revision-request';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from '../mail/mailer';

/** "December 12, 2026": the deadline as a date, the same wherever the reader is. */
export function deadlineDate(deadline: number): string {
  return new Date(deadline).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

interface Link {
  lead: string;
  label: string;
  url: string;
}

function mail(to: string, subject: string, paragraphs: string[], link: Link): OutgoingMail {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.lead} ${link.label}:`,
    link.url,
    '',
    'Merchant Onboarding team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Hello,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(link.lead)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>.</p>
<p>Merchant Onboarding team</p>
</body></html>`;
  return { to, subject, text, html };
}

const statusPage = (url: string): Link => ({
  lead: 'You can see what to change on your',
  label: 'status page',
  url,
});
const consoleLink = (url: string): Link => ({
  lead: 'Open the application in the',
  label: 'operations console',
  url,
});

/** To the merchant: changes are requested, with the deadline. */
export function revisionRequestedMail(to: string, deadline: number, statusUrl: string) {
  return mail(
    to,
    'Changes needed on your merchant application',
    [
      'Our compliance team has reviewed your merchant application and needs a few changes before we can continue.',
      `Please sign in, make the changes and send them for review by ${deadlineDate(deadline)}. Until then your application is paused.`,
    ],
    statusPage(statusUrl),
  );
}

/** To the merchant: three days before the deadline. */
export function revisionReminderMail(to: string, deadline: number, statusUrl: string) {
  return mail(
    to,
    `${REMINDER_DAYS_BEFORE} days left to change your merchant application`,
    [
      `The changes our compliance team asked for are due by ${deadlineDate(deadline)}.`,
      'Please sign in, make the changes and send them for review so that we can continue with your application.',
    ],
    statusPage(statusUrl),
  );
}

/** To the merchant: the deadline has passed; the changes can still be sent. */
export function revisionOverdueMail(to: string, deadline: number, statusUrl: string) {
  return mail(
    to,
    'The deadline for changes to your merchant application has passed',
    [
      `The changes our compliance team asked for were due by ${deadlineDate(deadline)}, and we have not received them yet.`,
      'You can still make the changes and send them for review. Until then your application stays paused.',
    ],
    statusPage(statusUrl),
  );
}

/** To the merchant: the request was withdrawn and the application is back in review. */
export function revisionWithdrawnMail(to: string, statusUrl: string) {
  return mail(
    to,
    'No changes are needed on your merchant application',
    [
      'Our compliance team no longer needs the changes it asked for. Your application is back in review, and we will e-mail you as soon as it is done.',
    ],
    {
      lead: 'You can follow your application at any time on your',
      label: 'status page',
      url: statusUrl,
    },
  );
}

/** To the reviewer who asked: the merchant sent the changes for review. */
export function revisionSentMail(to: string, applicationId: string, consoleUrl: string) {
  return mail(
    to,
    'Requested changes were sent for review',
    [
      `The merchant of application ${applicationId} has made the changes you asked for and sent the application back for review.`,
    ],
    consoleLink(consoleUrl),
  );
}

/** To the reviewer who asked: the deadline passed without the changes. */
export function revisionOverdueReviewerMail(
  to: string,
  applicationId: string,
  deadline: number,
  consoleUrl: string,
) {
  return mail(
    to,
    'A request for changes is overdue',
    [
      `The changes you asked for on application ${applicationId} were due by ${deadlineDate(deadline)} and have not been sent yet.`,
    ],
    consoleLink(consoleUrl),
  );
}
