/**
 * Sessions of the operations console. They live in their own table under their own cookie, so a
 * console session is never a merchant session and a merchant session never opens a console call.
 * The cookie is SameSite=Strict: no other site can make a signed-in console send a request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../session/tokens';
import type { Clock } from '../app/clock';
import type { OpsUserRow } from '../back-office/back-office-tables';
import type { OpsSessionsRepository, OpsUsersRepository } from './ops-repositories';

export const OPS_SESSION_COOKIE = '__Host-ops_session';
/** A console session ends 8 hours after sign-in, however busy: one working day. */
export const OPS_SESSION_TIMEOUT_MS = 8 * 60 * 60 * 1000;

const cookieOptions = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
};

/** Without a call for this long a console session ends (OPS_IDLE_TIMEOUT_MINUTES). */
export const DEFAULT_OPS_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** A session's last call is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Starts, reads and ends console sessions. */
export function createOpsSessionService(
  sessions: OpsSessionsRepository,
  users: OpsUsersRepository,
  clock: Clock,
  idleTimeoutMs = DEFAULT_OPS_IDLE_TIMEOUT_MS,
) {
  return {
    /** The signed-in staff member of the request, or undefined. */
    async read(request: FastifyRequest): Promise<OpsUserRow | undefined> {
      const id = request.cookies[OPS_SESSION_COOKIE];
      if (!id || id.length > 100) return undefined;
      const row = await sessions.find(sha256Hex(id));
      if (!row) return undefined;
      const now = clock();
      const lastSeen = row.last_seen_at ?? row.created_at;
      if (now - row.created_at > OPS_SESSION_TIMEOUT_MS || now - lastSeen > idleTimeoutMs) {
        await sessions.delete(row.id_hash);
        return undefined;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) await sessions.touch(row.id_hash, now);
      return users.findById(row.ops_user_id);
    },

    /** Signs `user` in with a fresh id; the request's previous console session (if any) ends. */
    async start(request: FastifyRequest, reply: FastifyReply, user: OpsUserRow): Promise<void> {
      const previous = request.cookies[OPS_SESSION_COOKIE];
      if (previous && previous.length <= 100) await sessions.delete(sha256Hex(previous));
      const id = randomToken(32);
      const now = clock();
      await sessions.insert({
        id_hash: sha256Hex(id),
        ops_user_id: user.id,
        created_at: now,
        last_seen_at: now,
      });
      reply.setCookie(OPS_SESSION_COOKIE, id, {
        ...cookieOptions,
        maxAge: Math.floor(OPS_SESSION_TIMEOUT_MS / 1000),
      });
    },

    /** Ends the request's console session and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = request.cookies[OPS_SESSION_COOKIE];
      if (id && id.length <= 100) await sessions.delete(sha256Hex(id));
      reply.clearCookie(OPS_SESSION_COOKIE, cookieOptions);
    },

    /** Forgets sessions past their timeout; readers check it too. */
    deleteExpired: (): Promise<void> =>
      sessions.deleteExpired(clock() - OPS_SESSION_TIMEOUT_MS, clock() - idleTimeoutMs),
  };
}

export type OpsSessionService = ReturnType<typeof createOpsSessionService>;
