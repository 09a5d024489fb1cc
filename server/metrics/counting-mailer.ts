/** A mailer that counts what it sends by outcome (the sign-in mails, server/session/sign-in-links). */
import type { Mailer } from '../mail/mailer';
import type { PortalMetrics } from './portal-metrics';

export function countingMailer(mailer: Mailer, counter: PortalMetrics['signInMails']): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        counter.inc({ outcome: 'failed' });
        throw error;
      }
      counter.inc({ outcome: 'sent' });
    },
    close: () => mailer.close(),
  };
}
