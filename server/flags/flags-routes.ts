/** GET /api/flags: the feature flags of doc 1 §6, public (they hold no personal data). */
import type { FastifyInstance } from 'fastify';
import { STATUS_API, type FlagsResponse } from '../../domain/api/status-api';
import type { Config } from '../app/config';

/** The flags call. */
export async function flagsRoutes(app: FastifyInstance, deps: { config: Config }): Promise<void> {
  app.get(STATUS_API.flags, async (_request, reply): Promise<FlagsResponse> => {
    // Flags change only when the server restarts with a new configuration.
    reply.header('cache-control', 'no-cache');
    return { ...deps.config.backOffice.flags };
  });
}
