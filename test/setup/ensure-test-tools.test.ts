/**
 * `npm test` starts with scripts/ensure-test-tools.mjs: on a machine without Chromium, PostgreSQL
 * or redis-server it installs them (as root) or stops with one line naming them. Here the paths it
 * looks at are pointed elsewhere and `--check` keeps it from installing anything.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const script = new URL('../../scripts/ensure-test-tools.mjs', import.meta.url).pathname;
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script, '--check'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

describe('ensure-test-tools', () => {
  it('stops with one line naming every missing package', () => {
    const result = run({
      TEST_TOOLS_CHROMIUM: '/nonexistent/chromium',
      TEST_TOOLS_PG_ROOT: '/nonexistent/postgresql',
      TEST_TOOLS_REDIS: '/nonexistent/redis-server',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('chromium postgresql redis-server');
  });

  it('does not ask for PostgreSQL when TEST_DATABASE_URL names a server', () => {
    const result = run({
      TEST_TOOLS_CHROMIUM: '/nonexistent/chromium',
      TEST_TOOLS_PG_ROOT: '/nonexistent/postgresql',
      TEST_DATABASE_URL: 'postgres://portal@127.0.0.1:5432/portal',
    });
    expect(result.stderr).toContain('missing: chromium');
    expect(result.stderr).not.toContain('postgresql');
  });

  it('passes quietly on this machine, which has them all', () => {
    const result = run({});
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
  });
});
