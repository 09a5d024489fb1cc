/**
 * Without SMTP_URL, mail is not sent: each message is written to the log (recipient masked) and
 * kept in the dev_mailbox table, where /dev/mailbox shows it (DESIGN.md §2).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { DevMailboxRepository } from '../db/repositories';
import { maskEmail, type Mailer } from './mailer';

/** A mailer that keeps mail in the dev mailbox instead of sending it. */
export function createDevMailer(
  mailbox: DevMailboxRepository,
  log: FastifyBaseLogger,
  clock: Clock,
): Mailer {
  return {
    async send(mail) {
      await mailbox.insert({
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: clock(),
      });
      // The dev mailbox stands in for the inbox, so its link is what a developer needs to see.
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: maskEmail(mail.to), subject: mail.subject, links },
        'mail kept in the dev mailbox',
      );
    },
    close: () => {},
  };
}
