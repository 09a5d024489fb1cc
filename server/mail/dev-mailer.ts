/**
 * Without SMTP_URL (development and tests only: production refuses to start without it), mail is
 * not sent: it is kept in the dev_mailbox table, where /dev/mailbox shows it to loopback callers,
 * and a log line says so with the recipient masked and no link.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../app/clock';
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
      // Never the body or its links: a sign-in link in a log signs in as the merchant. The
      // developer opens /dev/mailbox (loopback only) to follow it.
      log.info({ to: maskEmail(mail.to), subject: mail.subject }, 'mail kept in the dev mailbox');
    },
    close: () => {},
  };
}
