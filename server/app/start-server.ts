/**
 * Starts a real, listening portal for end-to-end tests: 127.0.0.1 on a free port, PUBLIC_URL set
 * to its own address so e-mailed links point back at it.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildOptions } from './app';
import { loadConfig } from './config';

export interface StartServerOptions extends BuildOptions {
  dataDir: string;
  /** smtp:// URL of the mail sink; without it, mail goes to the dev mailbox. */
  smtpUrl?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to the server's own http://127.0.0.1:<port>. */
  publicUrl?: string;
  databaseUrl?: string;
  /** Any other environment variable of server/app/config.ts (e.g. CAPTCHA_COMPLEXITY). */
  env?: Record<string, string>;
}

export interface RunningServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the portal. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    // A browser test signs in many times from one address.
    SIGN_IN_RATE_LIMIT: '1000',
    ...options.env,
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl,
  });
  const app = await buildApp(config, { clock: options.clock });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Links are built when mail is sent, so the address learnt here is the one they carry.
  if (!options.publicUrl) config.publicUrl = url;
  return { url, close: () => app.close() };
}
