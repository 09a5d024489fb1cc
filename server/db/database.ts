/**
 * Opens the database: a better-sqlite3 file (WAL) by default, a `pg` pool when DATABASE_URL is a
 * PostgreSQL URL (DESIGN.md §2, the scale-out path). Dialect-specific settings live only here.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { SqliteDatabase as SqliteDatabaseLike } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;

const PG_INT8_OID = 20;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Db> {
  const db = options.databaseUrl
    ? new Kysely<DatabaseSchema>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({
            connectionString: options.databaseUrl,
            max: 10,
            // Timestamps are bigint epoch milliseconds: read them as numbers, as SQLite does.
            types: {
              getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
                oid === PG_INT8_OID
                  ? (value: string) => Number(value)
                  : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
            },
          }),
        }),
      })
    : new Kysely<DatabaseSchema>({
        dialect: new SqliteDialect({ database: withStatementCache(openSqlite(options.dataDir)) }),
      });
  try {
    await migrateToLatest(db, options.databaseUrl ? await currentPostgresSchema(db) : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openSqlite(dataDir: string): SqliteDatabase.Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(join(dataDir, 'portal.db'));
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs the log at checkpoints instead of on every commit: a commit can no
  // longer be lost to a crash of the portal, only to a power cut of the machine before the next
  // checkpoint. FULL put an fsync on the event loop for every write (three per save), which
  // stalled every request behind the disk (docs/decisions/0030-save-cost.md).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Most distinct statements the portal's queries make; beyond it the oldest is dropped. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * kysely prepares every query anew; preparing was the largest single cost of a save after the
 * disk (docs/decisions/0030-save-cost.md). A prepared statement is reused for the same SQL text:
 * better-sqlite3 runs each one to completion synchronously, so a reuse never overlaps another.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabaseLike {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * The schema a PostgreSQL connection works in (its search_path). kysely looks its own migration
 * tables up by name across every schema, so it is told this one: two databases kept in separate
 * schemas of one server then never share or race for them.
 */
async function currentPostgresSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrateToLatest(db: Db, migrationTableSchema: string | undefined): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
