import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Merchant Onboarding <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      captchaComplexity: 100_000,
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe(
      'https://portal.example',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, got "70000"'],
    [{ PORT: '3000.5' }, 'PORT must be a whole number from 1 to 65535, got "3000.5"'],
    [
      { DATABASE_URL: 'mysql://u:secret@db/x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got a "mysql:" URL',
    ],
    [
      { DATABASE_URL: 'portal.db' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got a value that is not a URL',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a smtp:// or smtps:// URL, got a "http:" URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be a http:// or https:// URL, got a "ftp:" URL'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test, got "prod"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { CAPTCHA_COMPLEXITY: '5' },
      'CAPTCHA_COMPLEXITY must be a whole number from 100 to 10000000, got "5"',
    ],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [
      { NODE_ENV: 'production' },
      'SMTP_URL is required in production: without a mail relay sign-in links could not be delivered',
    ],
    [
      { DATA_ENCRYPTION_KEY: 'AAAA' },
      'DATA_ENCRYPTION_KEY must be 32 bytes written in base64 (44 characters)',
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('never repeats a database URL, which may hold a password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://u:secret@db/x' }).join()).not.toContain('secret');
  });

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'y', SMTP_URL: 'z' })).toHaveLength(3);
  });

  it('accepts both PostgreSQL schemes', () => {
    for (const url of ['postgres://db/portal', 'postgresql://db/portal']) {
      expect(problemsOf({ DATABASE_URL: url })).toEqual([]);
    }
  });
});

describe('secrets', () => {
  it('creates them once in keys.json, readable by the owner only, and keeps them across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).secrets;
    const path = join(dataDir, 'keys.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dataDir }).secrets;
    expect(second).toEqual(first);
    expect(first.dataEncryptionKey).toHaveLength(32);
    expect(first.captchaHmacKey).not.toBe(first.sessionSecret);
  });

  it('takes them from the environment when set, without writing them to disk', () => {
    const env = {
      DATA_DIR: dataDir,
      CAPTCHA_HMAC_KEY: 'c'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    const { secrets } = loadConfig(env);
    expect(secrets.captchaHmacKey).toBe('c'.repeat(40));
    expect(secrets.dataEncryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => readFileSync(join(dataDir, 'keys.json'))).toThrow();
  });

  it('refuses a keys.json that is not JSON', () => {
    writeFileSync(join(dataDir, 'keys.json'), 'not json');
    expect(problemsOf({})[0]).toMatch(/keys\.json cannot be read as JSON/);
  });
});
