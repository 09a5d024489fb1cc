import type { ReceivedMail } from '../../../server/testing/smtp-sink';

/** The sign-in link a mail carries (its token travels in the fragment). */
export function signInLinkFrom(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/app\/sign-in#token=[A-Za-z0-9_-]+[^\s"<>]*/.exec(
    mail.content,
  );
  if (!match) throw new Error('the mail holds no sign-in link');
  return match[0].replace(/&amp;/g, '&');
}
