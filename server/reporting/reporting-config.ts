/**
 * The error-reporting part of the server configuration (read with the rest in server/app/config.ts):
 * `SENTRY_DSN` sends the server's unexpected errors to Sentry and tells the browser to send its
 * own there too; without it reports stay in the server log. The release is the app's version.
 */
import { readFileSync } from 'node:fs';

export interface ReportingConfig {
  /** Sentry's DSN (`https://<key>@<host>/<project>`); undefined: the server log only. */
  sentryDsn: string | undefined;
  /** The version reports are tagged with: package.json's. */
  release: string;
}

/** The app's version, from package.json beside the server folder. */
export function appRelease(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}

/** True for a DSN Sentry's clients accept: http(s), a public key, a host and a project id. */
function isSentryDsn(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username !== '' &&
      /^\/(.+\/)?\d+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** Reads the settings, adding one message per bad value to `problems`. */
export function readReportingConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): ReportingConfig {
  const raw = env.SENTRY_DSN?.trim() || undefined;
  // The message never repeats the value: a DSN is not secret, but it is not the log's business.
  if (raw !== undefined && !isSentryDsn(raw)) {
    problems.push('SENTRY_DSN must look like https://<public key>@<host>/<project id>');
  }
  return {
    sentryDsn: raw !== undefined && isSentryDsn(raw) ? raw : undefined,
    release: appRelease(),
  };
}
