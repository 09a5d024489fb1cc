/**
 * PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV turn the automated bank link on together; the whole
 * configuration reports a partial or bad setting with the other problems (server/app/config.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../app/config';
import { DEFAULT_PLAID_CLIENT_NAME, readPlaidConfig } from './plaid-config';

const KEYS = { PLAID_CLIENT_ID: 'client-1', PLAID_SECRET: 'secret-1' };

function read(env: Record<string, string>) {
  const problems: string[] = [];
  return { plaid: readPlaidConfig(env, problems), problems };
}

describe('Plaid settings', () => {
  it('none set: the link is off and nothing is wrong', () => {
    expect(read({})).toEqual({ plaid: undefined, problems: [] });
  });

  it.each([
    ['sandbox', 'https://sandbox.plaid.com'],
    ['production', 'https://production.plaid.com'],
  ])('PLAID_ENV=%s calls %s', (env, basePath) => {
    expect(read({ ...KEYS, PLAID_ENV: env })).toEqual({
      plaid: {
        clientId: 'client-1',
        secret: 'secret-1',
        env,
        basePath,
        clientName: DEFAULT_PLAID_CLIENT_NAME,
      },
      problems: [],
    });
  });

  it('PLAID_BASE_URL replaces the host (a proxy, or the stand-in of tests)', () => {
    const { plaid } = read({
      ...KEYS,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(plaid?.basePath).toBe('http://127.0.0.1:9');
  });

  it.each([
    [
      { PLAID_CLIENT_ID: 'c' },
      'PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV are set together; missing PLAID_SECRET, PLAID_ENV',
    ],
    [
      { ...KEYS },
      'PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV are set together; missing PLAID_ENV',
    ],
    [
      { ...KEYS, PLAID_ENV: 'development' },
      'PLAID_ENV must be one of sandbox, production, got "development"',
    ],
    [
      { ...KEYS, PLAID_ENV: 'sandbox', PLAID_BASE_URL: 'ftp://x' },
      'PLAID_BASE_URL must be a http:// or https:// URL',
    ],
    [
      { ...KEYS, PLAID_ENV: 'sandbox', PLAID_CLIENT_NAME: 'x'.repeat(31) },
      'PLAID_CLIENT_NAME must be at most 30 characters long',
    ],
    [
      { PLAID_BASE_URL: 'http://127.0.0.1:9' },
      'PLAID_BASE_URL need PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV',
    ],
  ])('%j is refused: %s', (env, message) => {
    expect(read(env)).toEqual({ plaid: undefined, problems: [message] });
  });

  it('the server configuration carries the settings and refuses a partial set at start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plaid-config-'));
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir };
    expect(loadConfig(base).plaid).toBeUndefined();
    expect(loadConfig({ ...base, ...KEYS, PLAID_ENV: 'sandbox' }).plaid?.clientId).toBe('client-1');
    expect(() => loadConfig({ ...base, PLAID_SECRET: 's' })).toThrow(ConfigError);
  });
});
