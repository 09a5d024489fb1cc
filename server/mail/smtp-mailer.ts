/** Sends mail through a real SMTP relay given by SMTP_URL (smtp:// or smtps://). */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** A nodemailer transport over `smtpUrl`, sending as `from`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
