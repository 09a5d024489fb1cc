/**
 * A PostgreSQL cluster of a test's own (Debian's binaries, a temporary folder, a free loopback
 * port), which the test may stop and start again: the shared test server must not be stopped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/testing/redis-server';

export function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

function asPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [file, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export interface PgCluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** initdb, start, createdb; `url` names database `portal`. */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pgr-'));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'db');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  asPostgres(join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'portal',
    'portal',
  ]);
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    // Fast shutdown: every connection is terminated (57P01), as in a restart or failover.
    stop: () => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
