import { describe, expect, it } from 'vitest';
import { COMPLIANCE_DECISIONS } from '../../domain/api/back-office-api';
import { DECLINED_TEXT, decisionMail } from './decision-mail';

const STATUS_URL = 'https://portal.example/app/status';

describe('decision e-mails', () => {
  it.each(COMPLIANCE_DECISIONS)(
    '%s: a subject of its own, the store, the status page, no markup in the text',
    (decision) => {
      const mail = decisionMail({
        to: 'shop@example.com',
        decision,
        storeName: 'Acme <Ltd>',
        statusUrl: STATUS_URL,
      });
      expect(mail.to).toBe('shop@example.com');
      expect(mail.text).toContain(STATUS_URL);
      expect(mail.text).toContain('Acme <Ltd>');
      expect(mail.html).toContain('Acme &lt;Ltd&gt;');
      expect(mail.html).not.toContain('<Ltd>');
      expect(mail.html).toContain(`href="${STATUS_URL}"`);
      const subjects = COMPLIANCE_DECISIONS.map(
        (d) =>
          decisionMail({ to: 'x@example.com', decision: d, storeName: '', statusUrl: STATUS_URL })
            .subject,
      );
      expect(new Set(subjects).size).toBe(COMPLIANCE_DECISIONS.length);
    },
  );

  it('declines with the words of doc 1 §2', () => {
    const mail = decisionMail({
      to: 'a@example.com',
      decision: 'INELIGIBLE',
      storeName: '',
      statusUrl: STATUS_URL,
    });
    expect(mail.text).toContain(DECLINED_TEXT);
    expect(DECLINED_TEXT).toBe('Unfortunately we are unable to proceed with your application.');
  });

  it('names what needs attention only when the operator said so', () => {
    const withNote = decisionMail({
      to: 'a@example.com',
      decision: 'REQUIRES_ATTENTION',
      storeName: '',
      note: ' a bank statement ',
      statusUrl: STATUS_URL,
    });
    expect(withNote.text).toContain('What we need: a bank statement');
    const without = decisionMail({
      to: 'a@example.com',
      decision: 'REQUIRES_ATTENTION',
      storeName: '',
      statusUrl: STATUS_URL,
    });
    expect(without.text).not.toContain('What we need');
  });

  it('never promises what the provider may not claim (doc 1 §1 prohibited claims)', () => {
    for (const decision of COMPLIANCE_DECISIONS) {
      const { text } = decisionMail({
        to: 'a@example.com',
        decision,
        storeName: '',
        statusUrl: STATUS_URL,
      });
      for (const claim of [
        'no fees',
        'no credit check',
        'instant approval',
        'no hidden fees',
        'no catch',
        'no strings attached',
      ]) {
        expect(text.toLowerCase()).not.toContain(claim);
      }
    }
  });
});
