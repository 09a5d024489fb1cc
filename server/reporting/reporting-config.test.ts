import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../app/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-reporting-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('metrics and error-reporting settings', () => {
  it('are off by default, with the release from package.json', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.metricsToken).toBeUndefined();
    expect(config.reporting.sentryDsn).toBeUndefined();
    expect(config.reporting.release).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('take a long METRICS_TOKEN and a Sentry DSN', () => {
    const token = 'a'.repeat(32);
    const dsn = 'https://abc123@o1.ingest.sentry.io/4506';
    const config = loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token, SENTRY_DSN: dsn });
    expect(config.metricsToken).toBe(token);
    expect(config.reporting.sentryDsn).toBe(dsn);
  });

  it.each([
    ['a short token', { METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 32/],
    [
      'a token with spaces',
      { METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` },
      /METRICS_TOKEN/,
    ],
    ['a DSN that is not a URL', { SENTRY_DSN: 'sentry' }, /SENTRY_DSN must look like/],
    ['a DSN without a key', { SENTRY_DSN: 'https://o1.ingest.sentry.io/4506' }, /SENTRY_DSN/],
    ['a DSN without a project', { SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/' }, /SENTRY_DSN/],
  ])('refuse %s with one line that does not repeat the value', (_what, env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).not.toContain(Object.values(env)[0]);
  });
});
