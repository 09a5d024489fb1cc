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
        language: 'en',
      });
      expect(mail.to).toBe('shop@example.com');
      expect(mail.text).toContain(STATUS_URL);
      expect(mail.text).toContain('Acme <Ltd>');
      expect(mail.html).toContain('Acme &lt;Ltd&gt;');
      expect(mail.html).not.toContain('<Ltd>');
      expect(mail.html).toContain(`href="${STATUS_URL}"`);
      const subjects = COMPLIANCE_DECISIONS.map(
        (d) =>
          decisionMail({
            to: 'x@example.com',
            decision: d,
            storeName: '',
            statusUrl: STATUS_URL,
            language: 'en',
          }).subject,
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
      language: 'en',
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
      language: 'en',
    });
    expect(withNote.text).toContain('What we need: a bank statement');
    const without = decisionMail({
      to: 'a@example.com',
      decision: 'REQUIRES_ATTENTION',
      storeName: '',
      statusUrl: STATUS_URL,
      language: 'en',
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
        language: 'en',
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

describe('decision e-mails in Canadian French', () => {
  const french = (decision: (typeof COMPLIANCE_DECISIONS)[number], storeName = '', note?: string) =>
    decisionMail({
      to: 'boutique@example.ca',
      decision,
      storeName,
      note,
      statusUrl: STATUS_URL,
      language: 'fr-CA',
    });

  it('say every decision in French, with a subject of its own', () => {
    const subjects = COMPLIANCE_DECISIONS.map((decision) => french(decision).subject);
    expect(new Set(subjects).size).toBe(COMPLIANCE_DECISIONS.length);
    expect(french('READY_TO_INSTALL').subject).toBe('Votre demande de marchand a été approuvée');
    for (const decision of COMPLIANCE_DECISIONS) {
      const mail = french(decision);
      expect(mail.text).toMatch(/^Bonjour,\n/);
      expect(mail.text).toContain(`page d’état :\n${STATUS_URL}`);
      expect(mail.html).toContain('<html lang="fr-CA">');
    }
  });

  it('name the store and the note as they were written', () => {
    const mail = french('REQUIRES_ATTENTION', 'Café <Lune>', 'un relevé bancaire');
    expect(mail.text).toContain('avant de poursuivre votre demande pour Café <Lune>.');
    expect(mail.html).toContain('Café &lt;Lune&gt;');
    expect(mail.text).toContain('Ce dont nous avons besoin : un relevé bancaire');
  });

  it('declines in French', () => {
    expect(french('INELIGIBLE').text).toContain(
      'Malheureusement, nous ne pouvons pas donner suite à votre demande.',
    );
  });
});
