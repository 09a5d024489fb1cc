/**
 * The databases every server suite runs on (docs/architecture.md §2): SQLite in a temporary folder, and the
 * PostgreSQL server of the test run (test/setup/postgres-global-setup.ts) in a schema of its own
 * that is dropped afterwards, so suites never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type Dialect = 'sqlite' | 'postgres';

/** The dialects this run can test: both, unless no PostgreSQL is available. */
export const DIALECTS: Dialect[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database of `dialect`. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const baseUrl = inject('postgresUrl');
  if (dialect === 'sqlite' || !baseUrl) {
    return { dataDir, databaseUrl: undefined, drop: async () => removeDir() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      removeDir();
    },
  };
}
