/**
 * The e-mails of a request for changes, in the style of the decision e-mails
 * (server/back-office/decision-mail.ts): no personal data (no names, no field values), the
 * deadline as a date, and a link to where the reader acts: the merchant's status page, in the
 * merchant's language, or the console for a reviewer, in English.
 */
import type { Language } from '../../domain/i18n/language';
import { msg } from '../../domain/i18n/message';
import { REMINDER_DAYS_BEFORE } from '../../domain/revision/revision-request';
import { letter, type LetterLink } from '../mail/letter';

/**
 * "December 12, 2026", "12 décembre 2026": the deadline's day in UTC, where it was set, the same
 * wherever the reader is.
 */
export function deadlineDate(deadline: number, language: Language = 'en'): string {
  return new Date(deadline).toLocaleDateString(language === 'en' ? 'en-US' : language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const statusPage = (url: string): LetterLink => ({
  lead: msg('mail.statusLinkSeeChanges'),
  label: msg('mail.statusPage'),
  url,
});
const consoleLink = (url: string): LetterLink => ({
  lead: 'Open the application in the',
  label: 'operations console',
  url,
});

/** To the merchant: changes are requested, with the deadline. */
export function revisionRequestedMail(
  to: string,
  deadline: number,
  statusUrl: string,
  language: Language,
) {
  return letter({
    language,
    to,
    subject: msg('mail.revisionRequestedSubject'),
    paragraphs: [
      msg('mail.revisionRequestedReviewed'),
      msg('mail.revisionRequestedDeadline', { deadline: deadlineDate(deadline, language) }),
    ],
    link: statusPage(statusUrl),
  });
}

/** To the merchant: three days before the deadline. */
export function revisionReminderMail(
  to: string,
  deadline: number,
  statusUrl: string,
  language: Language,
) {
  return letter({
    language,
    to,
    subject: msg('mail.revisionReminderSubject', { days: REMINDER_DAYS_BEFORE }),
    paragraphs: [
      msg('mail.revisionReminderDue', { deadline: deadlineDate(deadline, language) }),
      msg('mail.revisionReminderSend'),
    ],
    link: statusPage(statusUrl),
  });
}

/** To the merchant: the deadline has passed; the changes can still be sent. */
export function revisionOverdueMail(
  to: string,
  deadline: number,
  statusUrl: string,
  language: Language,
) {
  return letter({
    language,
    to,
    subject: msg('mail.revisionOverdueSubject'),
    paragraphs: [
      msg('mail.revisionOverdueDue', { deadline: deadlineDate(deadline, language) }),
      msg('mail.revisionOverdueStill'),
    ],
    link: statusPage(statusUrl),
  });
}

/** To the merchant: the request was withdrawn and the application is back in review. */
export function revisionWithdrawnMail(to: string, statusUrl: string, language: Language) {
  return letter({
    language,
    to,
    subject: msg('mail.revisionWithdrawnSubject'),
    paragraphs: [msg('mail.revisionWithdrawnBody')],
    link: { lead: msg('mail.statusLinkFollow'), label: msg('mail.statusPage'), url: statusUrl },
  });
}

/** To the reviewer who asked: the merchant sent the changes for review (the console's English). */
export function revisionSentMail(to: string, applicationId: string, consoleUrl: string) {
  return letter({
    language: 'en',
    to,
    subject: 'Requested changes were sent for review',
    paragraphs: [
      `The merchant of application ${applicationId} has made the changes you asked for and sent the application back for review.`,
    ],
    link: consoleLink(consoleUrl),
  });
}

/** To the reviewer who asked: the deadline passed without the changes. */
export function revisionOverdueReviewerMail(
  to: string,
  applicationId: string,
  deadline: number,
  consoleUrl: string,
) {
  return letter({
    language: 'en',
    to,
    subject: 'A request for changes is overdue',
    paragraphs: [
      `The changes you asked for on application ${applicationId} were due by ${deadlineDate(deadline)} and have not been sent yet.`,
    ],
    link: consoleLink(consoleUrl),
  });
}
