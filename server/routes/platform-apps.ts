/**
 * GET /api/platform-apps: the provider's app ids on Square, Squarespace and Maropost per brand
 * (doc 1 §9), for the platform pages' store-login redirect. Public configuration, no personal data.
 */
import type { FastifyInstance } from 'fastify';
import { PLATFORM_APPS_PATH, type PlatformAppsResponse } from '../../domain/routing/platform-login';
import type { AppDeps } from '../app-deps';

export async function platformAppsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(PLATFORM_APPS_PATH, async (_request, reply): Promise<PlatformAppsResponse> => {
    // The ids change only when the server restarts with a new configuration.
    reply.header('cache-control', 'no-cache');
    return { appIds: deps.config.platformAppIds };
  });
}
