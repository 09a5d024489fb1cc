/**
 * Opens the database: a better-sqlite3 file (WAL) by default, a `pg` pool when DATABASE_URL is a
 * PostgreSQL URL (docs/architecture.md §2, the scale-out path). Dialect-specific settings live only here.
 */
import { chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type SqliteDialectConfig,
} from 'kysely';
import type { SqliteDatabase as SqliteDatabaseLike } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../app/private-files';
import { ConnectionQueue } from './connection-queue';
import { migrationProvider } from './migrations';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;

const PG_INT8_OID = 20;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL: how long to wait for a connection (pool or new) before failing. */
  dbConnectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run (server side) or wait for its answer. */
  dbStatementTimeoutMs?: number;
  /** Where a connection dropped while idle is reported (it is then replaced on next use). */
  onPoolError?: (error: Error) => void;
  /** Told of every failed statement and given the PostgreSQL pool (server/metrics). */
  observer?: DatabaseObserver;
}

/** What the metrics learn from the database layer. */
export interface DatabaseObserver {
  statementFailed(): void;
  poolOpened(pool: { totalCount: number; idleCount: number; waitingCount: number }): void;
}

/**
 * kysely's log hook, counting failed statements on either dialect. A log function also hears every
 * successful query; that costs a call per statement and nothing is done with it.
 */
function statementLog(observer: DatabaseObserver | undefined) {
  if (!observer) return {};
  return {
    log: (event: LogEvent) => {
      if (event.level === 'error') observer.statementFailed();
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = options.databaseUrl
    ? new Kysely<DatabaseSchema>({
        dialect: new PostgresDialect({ pool: openPostgresPool(options.databaseUrl, options) }),
        ...statementLog(options.observer),
      })
    : new Kysely<DatabaseSchema>({
        dialect: new ImmediateSqliteDialect({
          database: withStatementCache(openSqlite(options.dataDir)),
        }),
        ...statementLog(options.observer),
      });
  try {
    await migrateToLatest(db, options.databaseUrl ? await currentPostgresSchema(db) : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Connections of the PostgreSQL pool. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * The pool of a PostgreSQL database. A connection the server drops while idle (restart, failover,
 * pg_terminate_backend: 57P01) makes the pool emit `error`; without a listener Node would end the
 * process, so it is logged and the pool opens a new connection when one is next needed. Both
 * timeouts turn an unresponsive server into a failed call instead of a hung request.
 */
function openPostgresPool(connectionString: string, options: DatabaseOptions): pg.Pool {
  const statementTimeout = options.dbStatementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: options.dbConnectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeout,
    // The client-side guard for a server that stops answering altogether.
    query_timeout: statementTimeout + 1_000,
    keepAlive: true,
    // Timestamps are bigint epoch milliseconds: read them as numbers, as SQLite does.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // A connection lost while checked out (between two statements) also emits `error`, on the
  // client itself; its next statement then fails, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  options.observer?.poolOpened(pool);
  return pool;
}

/**
 * SQLite with transactions that take the write lock when they begin (BEGIN IMMEDIATE): a
 * read-modify-write transaction then never reads under another writer, and two processes on one
 * file wait for each other (busy_timeout) instead of failing when a reader upgrades.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Also hands the single connection on first come, first served (server/db/connection-queue.ts):
 * the base driver's own lock is then never contended, as only the holder of the queue asks it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #queue = new ConnectionQueue();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire();
    try {
      return await super.acquireConnection();
    } catch (error) {
      this.#queue.release();
      throw error;
    }
  }

  override async releaseConnection(): Promise<void> {
    try {
      await super.releaseConnection();
    } finally {
      this.#queue.release();
    }
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** The data files hold personal data: the folder is 0700, the database and its journals 0600. */
function openSqlite(dataDir: string): SqliteDatabase.Database {
  ensurePrivateDir(dataDir);
  const path = join(dataDir, 'portal.db');
  // Created 0600 first: SQLite gives its -wal and -shm files the mode of the database file.
  ensurePrivateFile(path);
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs the log at checkpoints instead of on every commit: a commit can no
  // longer be lost to a crash of the portal, only to a power cut of the machine before the next
  // checkpoint. FULL put an fsync on the event loop for every write (three per save), which
  // stalled every request behind the disk (docs/decisions/0030-save-cost.md).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
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
