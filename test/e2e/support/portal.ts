/**
 * One running portal for a journey: the real server (built app, real database in a temporary
 * folder, real mail over SMTP) and the SMTP sink that stands in for the mail relay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../server/app/start-server';
import { startSmtpSink, type SmtpSink } from '../../../server/testing/smtp-sink';

export interface RunningPortal {
  /** The server root, e.g. http://127.0.0.1:43123 */
  url: string;
  /** The app's entry, `${url}/app/` */
  appUrl: string;
  mail: SmtpSink;
  close(): Promise<void>;
}

export async function startPortal(
  options: { now?: () => number; env?: Record<string, string> } = {},
): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mail = await startSmtpSink();
  const server = await startServer({
    dataDir,
    smtpUrl: mail.url,
    port: 0,
    // A low proof-of-work keeps each captcha solve short in the browser; the check is the same.
    env: { CAPTCHA_COMPLEXITY: '5000', ...options.env },
    ...(options.now ? { clock: options.now } : {}),
  });
  return {
    url: server.url,
    appUrl: `${server.url}/app/`,
    mail,
    async close() {
      await server.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
