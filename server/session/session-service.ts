/**
 * Server-side sessions (docs/architecture.md §4; timeouts in server/session/README.md). The cookie carries only a
 * random 256-bit id; the database keeps its SHA-256 with what the session knows. A new id is issued
 * whenever the session changes kind (it gains or loses an identity), and the old row is deleted,
 * so an id seen before sign-in is worthless after it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../app/clock';
import type { SessionsRepository } from '../db/repositories';
import type { SessionKind, SessionRow } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

/** `__Host-`: the browser only accepts it Secure, from the page's own host, with Path=/. */
export const SESSION_COOKIE = '__Host-portal_session';
/** A session unused for 30 minutes ends. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Any session ends 12 hours after it started, however busy. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Writes of last_seen_at are skipped within this interval to spare the database. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** What a new session holds besides its id and timestamps. */
export interface SessionData {
  kind: SessionKind;
  email: string | null;
  merchant_id: string | null;
  captcha_verified_at: number | null;
}

/** Reads, starts, rotates and ends sessions for requests. */
export function createSessionService(repo: SessionsRepository, clock: Clock) {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax' as const,
  };

  return {
    /** The live session of the request, or undefined (none, unknown, idle or too old). */
    async read(request: FastifyRequest): Promise<SessionRow | undefined> {
      const id = request.cookies[SESSION_COOKIE];
      if (!id || id.length > 100) return undefined;
      const row = await repo.find(sha256Hex(id));
      if (!row) return undefined;
      const now = clock();
      if (now - row.last_seen_at > IDLE_TIMEOUT_MS || now - row.created_at > ABSOLUTE_TIMEOUT_MS) {
        await repo.delete(row.id_hash);
        return undefined;
      }
      if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
        await repo.update(row.id_hash, { last_seen_at: now });
        row.last_seen_at = now;
      }
      return row;
    },

    /**
     * Starts a session with a fresh id and sets its cookie; `previous` (if any) is deleted. Used
     * for every change of kind, so it is also the rotation.
     */
    async start(
      reply: FastifyReply,
      data: SessionData,
      previous?: SessionRow,
    ): Promise<SessionRow> {
      const id = randomToken(32);
      const now = clock();
      const row: SessionRow = {
        id_hash: sha256Hex(id),
        created_at: now,
        last_seen_at: now,
        ...data,
      };
      await repo.insert(row);
      if (previous) await repo.delete(previous.id_hash);
      reply.setCookie(SESSION_COOKIE, id, {
        ...cookieOptions,
        maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
      });
      return row;
    },

    /** Changes what the session holds without a new id (same kind, same identity). */
    async update(session: SessionRow, patch: Partial<SessionData>): Promise<void> {
      await repo.update(session.id_hash, patch);
      Object.assign(session, patch);
    },

    /** Ends the request's session (if any) and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await repo.delete(sha256Hex(id));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
