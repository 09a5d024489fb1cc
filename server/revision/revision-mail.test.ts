/** The e-mails of a request for changes: their words, the deadline as a date, the link. */
import { describe, expect, it } from 'vitest';
import {
  deadlineDate,
  revisionOverdueMail,
  revisionOverdueReviewerMail,
  revisionReminderMail,
  revisionRequestedMail,
  revisionSentMail,
  revisionWithdrawnMail,
} from './revision-mail';

const DEADLINE = Date.UTC(2026, 11, 12, 15, 30);
const STATUS = 'https://portal.example/app/status';
const CONSOLE = 'https://portal.example/app/ops';

describe('revision e-mails', () => {
  it('write the deadline as a date', () => {
    expect(deadlineDate(DEADLINE)).toBe('December 12, 2026');
  });

  it.each([
    ['requested', revisionRequestedMail('m@example.com', DEADLINE, STATUS), STATUS, true],
    ['reminder', revisionReminderMail('m@example.com', DEADLINE, STATUS), STATUS, true],
    ['overdue', revisionOverdueMail('m@example.com', DEADLINE, STATUS), STATUS, true],
    ['withdrawn', revisionWithdrawnMail('m@example.com', STATUS), STATUS, false],
    ['sent', revisionSentMail('r@example.com', 'app-1', CONSOLE), CONSOLE, false],
    [
      'overdue (reviewer)',
      revisionOverdueReviewerMail('r@example.com', 'app-1', DEADLINE, CONSOLE),
      CONSOLE,
      true,
    ],
  ])('%s: links where the reader acts, in text and HTML', (_name, mail, link, dated) => {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text.includes('December 12, 2026')).toBe(dated);
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Merchant Onboarding team');
  });

  it('tell the merchant what is asked without naming a field or a value', () => {
    const mail = revisionRequestedMail('m@example.com', DEADLINE, STATUS);
    expect(mail.subject).toBe('Changes needed on your merchant application');
    expect(mail.text).toContain(
      'Please sign in, make the changes and send them for review by December 12, 2026. Until then your application is paused.',
    );
    expect(revisionReminderMail('m@example.com', DEADLINE, STATUS).subject).toBe(
      '3 days left to change your merchant application',
    );
  });
});
