/** The e-mail that carries a sign-in link. Brand-neutral: brands are configured elsewhere. */
import type { Language } from '../../domain/i18n/language';
import type { OutgoingMail } from './mailer';
import { escapeHtml } from '../http/escape-html';

/** The sign-in mail for `to`, pointing at `link`. */
export function signInMail(to: string, link: string, language: Language = 'en'): OutgoingMail {
  void language;
  const text = [
    'Hello,',
    '',
    'Use this link to sign in and continue your merchant application:',
    '',
    link,
    '',
    'The link expires in 10 minutes and can be used once. If it has expired, go back to the sign-in page and ask for a new one.',
    '',
    'If you did not ask to sign in, you can ignore this e-mail. Nobody can sign in without this link.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Hello,</p>
<p>Use this link to sign in and continue your merchant application:</p>
<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1a1a1a; color: #ffffff; text-decoration: none; border-radius: 6px">Sign in</a></p>
<p>Or copy this address into your browser:<br><a href="${href}">${href}</a></p>
<p>The link expires in 10 minutes and can be used once. If it has expired, go back to the sign-in page and ask for a new one.</p>
<p>If you did not ask to sign in, you can ignore this e-mail. Nobody can sign in without this link.</p>
</body></html>`;
  return { to, subject: 'Your sign-in link', text, html };
}
