#!/usr/bin/env node
// Run first by `npm test`: the tests need Debian's Chromium (end-to-end journeys), PostgreSQL's
// binaries (the server suites' throwaway cluster, unless TEST_DATABASE_URL is set) and redis-server
// (the shared rate-limit tests). As root, missing ones are installed with apt-get; otherwise the
// run stops with one line saying what to install. `--check` only reports.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const env = process.env;
const chromium = env.TEST_TOOLS_CHROMIUM ?? '/usr/bin/chromium';
const pgRoot = env.TEST_TOOLS_PG_ROOT ?? '/usr/lib/postgresql';
const redis = env.TEST_TOOLS_REDIS ?? '/usr/bin/redis-server';

function hasPostgres() {
  if (env.TEST_DATABASE_URL) return true;
  if (!existsSync(pgRoot)) return false;
  return readdirSync(pgRoot).some(
    (version) =>
      existsSync(`${pgRoot}/${version}/bin/initdb`) &&
      existsSync(`${pgRoot}/${version}/bin/pg_ctl`),
  );
}

/** Debian package names of what is missing. */
export function missingPackages() {
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!hasPostgres()) missing.push('postgresql');
  if (!existsSync(redis)) missing.push('redis-server');
  return missing;
}

const missing = missingPackages();
if (missing.length > 0) {
  const checkOnly = process.argv.includes('--check');
  const root = process.getuid?.() === 0;
  if (checkOnly || !root) {
    console.error(
      `The tests need Debian packages that are missing: ${missing.join(' ')} (install them with: sudo apt-get install ${missing.join(' ')})`,
    );
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${missing.join(' ')}`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`Still missing after apt-get install: ${still.join(' ')}`);
    process.exit(1);
  }
}
