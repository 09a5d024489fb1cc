import { describe, expect, it } from 'vitest';
import { maskEmail } from './mailer';
import { signInMail } from './sign-in-mail';

describe('the sign-in mail', () => {
  const link = 'https://portal.example/app/sign-in#token=abc_DEF-123&ol_src=vel';
  const mail = signInMail('someone@example.com', link, 'en');

  it('is addressed to the merchant with a plain subject', () => {
    expect(mail.to).toBe('someone@example.com');
    expect(mail.subject).toBe('Your sign-in link');
  });

  it('gives the link and says it expires in 10 minutes and works once, in text and HTML', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('expires in 10 minutes and can be used once');
    }
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('escapes the link in HTML', () => {
    expect(signInMail('a@b.c', 'https://x/"><script>', 'en').html).not.toContain('<script>');
  });
});

describe('maskEmail', () => {
  it.each([
    ['someone@example.com', 's***@example.com'],
    ['a@b.co', 'a***@b.co'],
    ['no-at-sign', '***'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('the sign-in mail in Canadian French', () => {
  const link = 'https://portal.example/app/sign-in#token=abc&ol_src=vel';
  const mail = signInMail('quelqu.un@example.ca', link, 'fr-CA');

  it('has its subject, text and HTML in French', () => {
    expect(mail.subject).toBe('Votre lien de connexion');
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).toContain('Le lien expire dans 10 minutes et ne peut servir qu’une fois.');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('>Se connecter</a>');
    expect(mail.html).toContain('vous pouvez ignorer ce courriel');
  });

  it('keeps the link as it is', () => {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });
});
