/** Picks the notifier of the configured database and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { createInProcessNotifier } from './in-process-notifier';
import { createPostgresNotifier } from './postgres-notifier';
import type { StatusNotifier } from './status-notifier';

export async function createStatusNotifier(
  app: FastifyInstance,
  db: Db,
  config: { databaseUrl: string | undefined; dbConnectTimeoutMs?: number },
): Promise<StatusNotifier> {
  const notifier = config.databaseUrl
    ? await createPostgresNotifier({
        db,
        databaseUrl: config.databaseUrl,
        log: app.log,
        connectTimeoutMs: config.dbConnectTimeoutMs,
      })
    : createInProcessNotifier();
  app.addHook('onClose', () => notifier.close());
  return notifier;
}
