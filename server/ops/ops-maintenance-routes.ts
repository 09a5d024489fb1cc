/**
 * The console's maintenance switch (docs/decisions/0071): GET shows it, POST {on} flips it for
 * every app server at once (they read it from the database within MAINTENANCE_CACHE_MS). Each
 * change is written to the audit log with the operator's name.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { OPS_MAINTENANCE_PATH } from '../../domain/api/back-office-api';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { parseBody } from '../http/parse-body';
import { opsActor, requireOps } from './require-ops';

const SwitchBody = v.strictObject({ on: v.boolean() });
export const MAINTENANCE_BODY_ERROR = 'Give on: true to start maintenance or false to end it.';

export async function opsMaintenanceRoutes(
  app: FastifyInstance,
  deps: BackOfficeDeps,
): Promise<void> {
  const guard = { preHandler: requireOps(deps.opsSessions), bodyLimit: 1024 };

  app.get(OPS_MAINTENANCE_PATH, guard, async (): Promise<MaintenanceSwitch> => {
    return deps.maintenance.read();
  });

  app.post(OPS_MAINTENANCE_PATH, guard, async (request, reply) => {
    const body = parseBody(SwitchBody, request.body);
    if (!body) return reply.code(400).send({ error: MAINTENANCE_BODY_ERROR });
    return deps.backOffice.setMaintenance(body.on, opsActor(request));
  });
}
