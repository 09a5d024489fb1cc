/**
 * A PostgreSQL 15 cluster for the save benchmark, made from Debian's binaries in a temporary
 * folder on a free loopback port, with the server's default durability (fsync and synchronous
 * commit on, unlike the test cluster), and removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

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
function asPostgresUser(tool: string, args: string[]): void {
  const cmd = join(PG_BIN, tool);
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  const data = join(dir, 'db');
  asPostgresUser('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
  asPostgresUser('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  asPostgresUser('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal']);
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    stop() {
      try {
        asPostgresUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
