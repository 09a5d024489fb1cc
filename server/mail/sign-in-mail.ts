/** The e-mail that carries a sign-in link. Brand-neutral: brands are configured elsewhere. */
import type { Language } from '../../domain/i18n/language';
import { msg } from '../../domain/i18n/message';
import type { OutgoingMail } from './mailer';
import { escapeHtml } from '../http/escape-html';
import { sayIn } from '../i18n/say';

/** The sign-in mail for `to`, pointing at `link`, in `language`. */
export function signInMail(to: string, link: string, language: Language): OutgoingMail {
  const say = (id: Parameters<typeof msg>[0]) => sayIn(language, msg(id));
  const text = [
    say('mail.hello'),
    '',
    say('mail.signInUseLink'),
    '',
    link,
    '',
    say('mail.signInExpires'),
    '',
    say('mail.signInIgnore'),
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(say('mail.hello'))}</p>
<p>${escapeHtml(say('mail.signInUseLink'))}</p>
<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1a1a1a; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(say('mail.signInButton'))}</a></p>
<p>${escapeHtml(say('mail.signInCopyAddress'))}<br><a href="${href}">${href}</a></p>
<p>${escapeHtml(say('mail.signInExpires'))}</p>
<p>${escapeHtml(say('mail.signInIgnore'))}</p>
</body></html>`;
  return { to, subject: say('mail.signInSubject'), text, html };
}
