/**
 * Gives the server tests a real PostgreSQL server besides SQLite (docs/architecture.md §2: the server-side
 * tests run against both dialects).
 *
 * - TEST_DATABASE_URL set: that server is used (CI starts one; see .ci/run).
 * - Otherwise, when PostgreSQL's binaries are on this machine, a throwaway cluster is created in a
 *   temporary folder, started on a free loopback port, and removed afterwards.
 * - Otherwise the PostgreSQL run is not possible: under CI that fails the run, elsewhere the
 *   server tests run on SQLite alone and say so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function asPostgresUser(cmd: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => {};
  }
  const bin = findPgBin();
  if (!bin) {
    if (process.env.CI) throw new Error('PostgreSQL is required under CI: set TEST_DATABASE_URL.');
    console.warn('[tests] PostgreSQL not found: server tests run on SQLite only.');
    project.provide('postgresUrl', null);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (process.getuid?.() === 0) {
    const pgUid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const pgGid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    chownSync(dir, pgUid, pgGid);
  }
  const port = await freePort();
  asPostgresUser(join(bin, 'initdb'), [
    '-D',
    join(dir, 'db'),
    '-U',
    'portal',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  asPostgresUser(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'db'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  asPostgresUser(join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'portal',
    'portal_test',
  ]);
  project.provide('postgresUrl', `postgres://portal@127.0.0.1:${port}/portal_test`);
  return () => {
    try {
      asPostgresUser(join(bin, 'pg_ctl'), ['-D', join(dir, 'db'), '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
