/**
 * Server configuration, read from environment variables once at start (docs/architecture.md §2). Every bad
 * value is reported at once, each with its own message, so a deployment is fixed in one pass.
 */
import { resolve } from 'node:path';
import { readBackOfficeConfig, type BackOfficeConfig } from '../back-office/back-office-config';
import { ConfigError } from './config-error';
import { GOOGLE_PLACES_URL } from '../places/google-places';
import { readMetricsToken } from '../metrics/metrics-config';
import { readPlaidConfig, type PlaidConfig } from '../plaid/plaid-config';
import { readPlatformAppIds } from '../session/platform-app-ids';
import { readReportingConfig, type ReportingConfig } from '../reporting/reporting-config';
import { readForwardingConfig, type ForwardingConfig } from '../funnel/forwarding-config';
import type { PlatformAppIds } from '../../domain/session/platform-login';
import { loadSecrets, type Secrets } from './secrets';

export { ConfigError };

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** S3-compatible object storage for uploads (S3_BUCKET turns it on). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, Ceph, a test server); path-style addressing then. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Ask for AES256 server-side encryption (off for services that do not support it). */
  serverSideEncryption: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; absent means the SQLite file `${dataDir}/portal.db`. */
  databaseUrl: string | undefined;
  /** PostgreSQL: the longest wait for a connection before a call answers 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: the longest a statement may run before a call answers 503. */
  dbStatementTimeoutMs: number;
  /** redis:// URL shared by every app server for rate-limit counters; absent: in memory. */
  redisUrl: string | undefined;
  /** Uploads on object storage; absent: on disk under DATA_DIR. */
  s3: S3Config | undefined;
  /** Minutes an ops console session may stay unused before it ends. */
  opsIdleTimeoutMinutes: number;
  /** smtp:// or smtps:// URL of the relay; absent means the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The browser-facing origin, without a trailing slash (links in e-mails start with it). */
  publicUrl: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Highest counter of the ALTCHA proof of work (the widget tries on average half of it). */
  captchaComplexity: number;
  /** Sign-in calls allowed per client address in 10 minutes. */
  signInRateLimit: number;
  /** The built browser app (`vite build` output). */
  clientDir: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  secrets: Secrets;
  /** Feature flags, support e-mail, webhook secret, console sign-in limit (back-office-config). */
  backOffice: BackOfficeConfig;
  /** The automated bank link (server/plaid/plaid-config); undefined: only the manual form. */
  plaid: PlaidConfig | undefined;
  /** Google Places API (New) key; absent turns the address search off (fields typed by hand). */
  placesApiKey: string | undefined;
  /** Where the places service lives (Google's by default). */
  placesApiUrl: string;
  /** The maintenance switch (server/maintenance): its value until an operator flips it, and cache. */
  maintenance: { defaultOn: boolean; cacheMs: number };
  /** How often a server reads the open requests for changes again (those of other servers). */
  revisionResyncMs: number;
  /** Store-login app ids per brand for the platform pages (doc 1 §9); '' when not configured. */
  platformAppIds: PlatformAppIds;
  /** METRICS_TOKEN: lets a caller off this machine read GET /metrics (server/metrics). */
  metricsToken: string | undefined;
  /** Sentry and the release reports carry (server/reporting). */
  reporting: ReportingConfig;
  /** PostHog, where the funnel's events are also forwarded (server/funnel); undefined: not. */
  forwarding: ForwardingConfig | undefined;
}

type Env = Record<string, string | undefined>;

/** Reads, validates and completes the configuration; creates dev secrets in DATA_DIR if needed. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return fallback;
  };
  /** Checks a URL's scheme; the message never repeats the URL, which may hold a password. */
  const url = (name: string, schemes: string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    let protocol: string | undefined;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      protocol = undefined;
    }
    if (!protocol || !schemes.includes(protocol)) {
      const wanted = schemes.map((s) => `${s}//`).join(' or ');
      const got = protocol ? `a "${protocol}" URL` : 'a value that is not a URL';
      problems.push(`${name} must be a ${wanted} URL, got ${got}`);
      return undefined;
    }
    return raw;
  };

  const port = wholeNumber('PORT', 3000, 1, 65535);
  const host = text('HOST') ?? '127.0.0.1';
  const dataDir = resolve(text('DATA_DIR') ?? './data');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const dbConnectTimeoutMs = wholeNumber('DB_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000);
  const dbStatementTimeoutMs = wholeNumber('DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const s3Bucket = text('S3_BUCKET');
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
  const s3: S3Config | undefined = s3Bucket
    ? {
        bucket: s3Bucket,
        region: text('S3_REGION') ?? 'us-east-1',
        endpoint: s3Endpoint,
        forcePathStyle:
          oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'], s3Endpoint ? 'true' : 'false') === 'true',
        accessKeyId: text('S3_ACCESS_KEY_ID'),
        secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
        serverSideEncryption:
          oneOf('S3_SERVER_SIDE_ENCRYPTION', ['true', 'false'], 'true') === 'true',
      }
    : undefined;
  if (!s3Bucket && s3Endpoint) problems.push('S3_ENDPOINT is set but S3_BUCKET is not');
  const opsIdleTimeoutMinutes = wholeNumber('OPS_IDLE_TIMEOUT_MINUTES', 15, 1, 24 * 60);
  const mailFrom = text('MAIL_FROM') ?? 'Merchant Onboarding <no-reply@localhost>';
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  if (nodeEnv === 'production' && !smtpUrl && !text('SMTP_URL')) {
    // The dev mailbox is not served in production, so its links would be lost (or logged).
    problems.push(
      'SMTP_URL is required in production: without a mail relay sign-in links could not be delivered',
    );
  }
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');
  const captchaComplexity = wholeNumber('CAPTCHA_COMPLEXITY', 100_000, 100, 10_000_000);
  const signInRateLimit = wholeNumber('SIGN_IN_RATE_LIMIT', 20, 1, 100_000);
  const clientDir = resolve(text('CLIENT_DIR') ?? './dist/client');
  const trustProxy = oneOf('TRUST_PROXY', ['true', 'false'], 'false') === 'true';
  const backOffice = readBackOfficeConfig(
    env,
    nodeEnv === 'production',
    problems,
    nodeEnv === 'development',
  );
  const placesApiKey = text('PLACES_API_KEY');
  const placesApiUrl = url('PLACES_API_URL', ['http:', 'https:']) ?? GOOGLE_PLACES_URL;
  const plaid = readPlaidConfig(env, problems);
  const maintenance = {
    defaultOn: oneOf('MAINTENANCE_MODE', ['on', 'off'], 'off') === 'on',
    cacheMs: wholeNumber('MAINTENANCE_CACHE_MS', 2_000, 0, 60_000),
  };
  const revisionResyncMs = wholeNumber('REVISION_RESYNC_MS', 5 * 60_000, 1_000, 60 * 60_000);
  const platformAppIds = readPlatformAppIds(text);
  const metricsToken = readMetricsToken(env, problems);
  const reporting = readReportingConfig(env, problems);
  const forwarding = readForwardingConfig(env, problems);

  let secrets: Secrets | undefined;
  if (problems.length === 0) {
    try {
      secrets = loadSecrets(dataDir, env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0 || !secrets) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    dbConnectTimeoutMs,
    dbStatementTimeoutMs,
    redisUrl,
    s3,
    opsIdleTimeoutMinutes,
    smtpUrl,
    mailFrom,
    publicUrl,
    nodeEnv,
    logLevel,
    captchaComplexity,
    signInRateLimit,
    clientDir,
    trustProxy,
    secrets,
    backOffice,
    plaid,
    placesApiKey,
    placesApiUrl,
    maintenance,
    revisionResyncMs,
    platformAppIds,
    metricsToken,
    reporting,
    forwarding,
  };
}
