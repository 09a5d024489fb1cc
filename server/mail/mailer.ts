/**
 * The mail adapter (docs/architecture.md §4): routes and services send through `Mailer` and never know
 * whether an SMTP relay or the dev mailbox is behind it.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (help-desk mail: the merchant). */
  replyTo?: string;
  /** Files sent with the mail (a help-desk screenshot); the dev mailbox lists only their names. */
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Releases connections (SMTP pool). */
  close(): void;
}

/** Shows enough of an address to recognise it in a log, never the whole of it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***@${email.slice(at + 1)}`;
}
