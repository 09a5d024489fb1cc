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
    ['requested', revisionRequestedMail('m@example.com', DEADLINE, STATUS, 'en'), STATUS, true],
    ['reminder', revisionReminderMail('m@example.com', DEADLINE, STATUS, 'en'), STATUS, true],
    ['overdue', revisionOverdueMail('m@example.com', DEADLINE, STATUS, 'en'), STATUS, true],
    ['withdrawn', revisionWithdrawnMail('m@example.com', STATUS, 'en'), STATUS, false],
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
    const mail = revisionRequestedMail('m@example.com', DEADLINE, STATUS, 'en');
    expect(mail.subject).toBe('Changes needed on your merchant application');
    expect(mail.text).toContain(
      'Please sign in, make the changes and send them for review by December 12, 2026. Until then your application is paused.',
    );
    expect(revisionReminderMail('m@example.com', DEADLINE, STATUS, 'en').subject).toBe(
      '3 days left to change your merchant application',
    );
  });
});

describe('revision e-mails in Canadian French', () => {
  it('say the merchant e-mails in French, the deadline as a French date', () => {
    const requested = revisionRequestedMail('m@example.ca', DEADLINE, STATUS, 'fr-CA');
    expect(requested.subject).toBe('Changements requis à votre demande de marchand');
    expect(requested.text).toContain(
      'Veuillez vous connecter, apporter les changements et les soumettre pour examen d’ici le 12 décembre 2026.',
    );
    expect(requested.text).toMatch(/^Bonjour,\n/);
    expect(requested.text).toContain('sur votre page d’état :\n' + STATUS);
    expect(requested.html).toContain(`<a href="${STATUS}">page d’état</a>`);
    expect(requested.html).toContain('<html lang="fr-CA">');
    expect(revisionReminderMail('m@example.ca', DEADLINE, STATUS, 'fr-CA').subject).toBe(
      'Plus que 3 jours pour modifier votre demande de marchand',
    );
    expect(revisionOverdueMail('m@example.ca', DEADLINE, STATUS, 'fr-CA').text).toContain(
      'étaient attendus d’ici le 12 décembre 2026',
    );
    expect(revisionWithdrawnMail('m@example.ca', STATUS, 'fr-CA').subject).toBe(
      'Aucun changement n’est requis à votre demande de marchand',
    );
  });

  it('keep the reviewers’ e-mails in English', () => {
    const sent = revisionSentMail('r@example.com', 'app-1', CONSOLE);
    expect(sent.subject).toBe('Requested changes were sent for review');
    expect(sent.html).toContain('<html lang="en">');
  });
});
