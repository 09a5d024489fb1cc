/**
 * Self-serve in-store activation (doc 2 §7): GET /api/instore/client-access-token and
 * GET /api/instore/store-location/{id}, polled every 5 s until the back office records the $1.00
 * test transaction at that store.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  STATUS_API,
  STORE_LOCATION_ID_REQUIRED,
  type ClientAccessTokenResponse,
  type StoreLocationStatusResponse,
} from '../../domain/api/status-api';
import { requireMerchant } from '../session/require-merchant';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { STORE_LOCATION_NOT_FOUND } from '../back-office/back-office-service';
import type { AccessTokens } from '../back-office/instore-access-token';
import { statusContextOf } from '../back-office/status-context';

export const SELF_SERVE_NOT_AVAILABLE =
  'Self-serve in-store activation is not available for this merchant.';

const LocationId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** The in-store activation calls. */
export async function instoreRoutes(
  app: FastifyInstance,
  deps: BackOfficeDeps & { accessTokens: AccessTokens },
): Promise<void> {
  const guard = { preHandler: requireMerchant(deps.sessions) };

  app.get(
    STATUS_API.instoreClientAccessToken,
    guard,
    async (request, reply): Promise<ClientAccessTokenResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const raw = (request.query as Record<string, unknown> | undefined)?.store_location_id;
      if (typeof raw !== 'string' || raw.trim() === '') {
        return reply.code(400).send({ error: STORE_LOCATION_ID_REQUIRED });
      }
      const parsed = v.safeParse(LocationId, raw);
      const merchantId = request.merchantSession!.merchant_id;
      const context = await statusContextOf(deps, merchantId);
      if (
        !parsed.success ||
        !context?.storeLocations.some((location) => location.id === parsed.output)
      ) {
        return reply.code(404).send({ error: STORE_LOCATION_NOT_FOUND });
      }
      if (!context.isEligibleForInStoreSelfServeActivation)
        return reply.code(409).send({ error: SELF_SERVE_NOT_AVAILABLE });
      return deps.accessTokens.issue(merchantId, parsed.output, deps.clock());
    },
  );

  app.get(
    `${STATUS_API.instoreStoreLocation}:id`,
    guard,
    async (request, reply): Promise<StoreLocationStatusResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const parsed = v.safeParse(LocationId, (request.params as { id?: unknown }).id);
      const merchantId = request.merchantSession!.merchant_id;
      const context = await statusContextOf(deps, merchantId);
      if (
        !parsed.success ||
        !context?.storeLocations.some((location) => location.id === parsed.output)
      ) {
        return reply.code(404).send({ error: STORE_LOCATION_NOT_FOUND });
      }
      const tested = await deps.bo.testTransactions.locationsWithTransaction(merchantId);
      return { hasSelfServeTransaction: tested.has(parsed.output) };
    },
  );
}
