/**
 * The layout of the e-mails the portal sends (a request for changes, a compliance decision): a
 * greeting, the paragraphs, a link to where the reader acts and the team's signature, as text and
 * HTML, said in the reader's language.
 */
import type { Language } from '../../domain/i18n/language';
import { msg, type Text } from '../../domain/i18n/message';
import { escapeHtml } from '../http/escape-html';
import { sayIn } from '../i18n/say';
import type { OutgoingMail } from './mailer';

export interface LetterLink {
  /** The words before the link ("You can follow your application at any time on your"). */
  lead: Text;
  /** The words of the link itself ("status page"). */
  label: Text;
  url: string;
}

export function letter(input: {
  language: Language;
  to: string;
  subject: Text;
  paragraphs: readonly Text[];
  link: LetterLink;
}): OutgoingMail {
  const say = (text: Text) => sayIn(input.language, text);
  const paragraphs = input.paragraphs.map(say);
  const lead = say(input.link.lead);
  const label = say(input.link.label);
  const text = [
    say(msg('mail.hello')),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    say(msg('mail.linkLine', { lead, label })),
    input.link.url,
    '',
    say(msg('mail.signature')),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.language}"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(say(msg('mail.hello')))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(lead)} <a href="${escapeHtml(input.link.url)}">${escapeHtml(label)}</a>.</p>
<p>${escapeHtml(say(msg('mail.signature')))}</p>
</body></html>`;
  return { to: input.to, subject: say(input.subject), text, html };
}
