/** GET /user-state and GET /logout (doc 2 §7). */
import type { FastifyInstance } from 'fastify';
import { SESSION_API, type UserStateResponse } from '../../domain/api/session-api';
import type { AppDeps } from '../app-deps';
import { sessionUserState } from '../auth/user-state-response';

/** GET /user-state and GET /logout. */
export async function userStateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos } = deps;

  app.get(SESSION_API.userState, async (request, reply): Promise<UserStateResponse> => {
    reply.header('cache-control', 'no-store');
    return sessionUserState(await sessions.read(request), repos.merchants);
  });

  app.get(SESSION_API.logout, async (request, reply) => {
    await sessions.end(request, reply);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
