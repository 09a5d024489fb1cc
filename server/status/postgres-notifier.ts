/**
 * The notifier of several app servers on one PostgreSQL (docs/decisions/0130): NOTIFY goes through
 * the app's pool right after the change is stored; one dedicated `pg` client per app server
 * LISTENs and hands each notification to this server's subscribers. When the database goes away
 * the listener reconnects with a growing delay; once back, every open stream is told to refetch
 * ('resync'), since a change may have been made while nobody listened.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { STATUS_EVENT_KINDS, type StatusEventKind } from '../../domain/api/status-events-api';
import type { Db } from '../db/database';
import type { StatusNotifier } from './status-notifier';
import { createSubscribers } from './status-notifier';

/** Channel names are at most 63 bytes (NAMEDATALEN); the schema keeps test schemas apart. */
const CHANNEL_PREFIX = 'portal_status:';
const MAX_CHANNEL_LENGTH = 63;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface PostgresNotifierOptions {
  db: Db;
  databaseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  connectTimeoutMs?: number;
}

interface Payload {
  m: string;
  k: StatusEventKind;
}

function payloadOf(text: string | undefined): Payload | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<Payload>;
    if (typeof value.m !== 'string' || !STATUS_EVENT_KINDS.includes(value.k as StatusEventKind))
      return undefined;
    return value as Payload;
  } catch {
    return undefined;
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Starts listening; resolves once the first LISTEN is in place (or has failed and is retried). */
export async function createPostgresNotifier(
  options: PostgresNotifierOptions,
): Promise<StatusNotifier> {
  const { db, log } = options;
  const subscribers = createSubscribers();
  let client: pg.Client | undefined;
  let closed = false;
  let everConnected = false;
  let retryDelay = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let connecting = false;

  /** Drops `failed` (the current client or one that never connected) and tries again later. */
  function scheduleReconnect(failed: pg.Client, reason: unknown): void {
    if (client === failed) client = undefined;
    failed.removeAllListeners('end');
    failed.end().catch(() => {});
    if (closed || retryTimer || client || connecting) return;
    log.warn({ err: reason }, 'the status listener lost the database; it reconnects');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    // A client replaced already is ignored: only the current one's loss starts a reconnect.
    const lost = (reason: unknown) => {
      if (client === next || client === undefined) scheduleReconnect(next, reason);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      const payload = payloadOf(message.payload);
      if (payload) subscribers.emit(payload.m, payload.k);
    });
    connecting = true;
    try {
      await next.connect();
      const { rows } = await next.query<{ channel: string }>(
        `select left($1 || current_schema(), ${MAX_CHANNEL_LENGTH}) as channel`,
        [CHANNEL_PREFIX],
      );
      await next.query(`listen ${quoteIdentifier(rows[0]!.channel)}`);
    } catch (error) {
      connecting = false;
      scheduleReconnect(next, error);
      return;
    }
    connecting = false;
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryDelay = RECONNECT_FIRST_MS;
    if (everConnected) {
      log.info('the status listener is back; open status streams refetch');
      subscribers.emitAll('resync');
    }
    everConnected = true;
  }

  await connect();

  return {
    async notify(merchantId, kind) {
      const payload = JSON.stringify({ m: merchantId, k: kind } satisfies Payload);
      try {
        await sql`select pg_notify(left(${CHANNEL_PREFIX} || current_schema(), ${sql.lit(MAX_CHANNEL_LENGTH)}), ${payload})`.execute(
          db,
        );
      } catch (error) {
        // The change itself is stored; open pages see it on their next refetch.
        log.warn({ err: error }, 'a status notification could not be sent');
      }
    },
    subscribe: (merchantId, listener) => subscribers.add(merchantId, listener),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      last?.removeAllListeners('end');
      await last?.end().catch(() => {});
    },
  };
}
