/**
 * The calls of requests for changes: the console asks for changes and withdraws them (answering
 * the application), and the merchant sends the changed items for review. The webhook's
 * `revision.requested` and `revision.withdrawn` go through the same service
 * (server/back-office/webhook-routes.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { OPS_API } from '../../domain/api/back-office-api';
import { REVISION_API, type RevisionSendResponse } from '../../domain/api/revision-api';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { APPLICATION_NOT_FOUND } from '../back-office/back-office-outcomes';
import { parseBody } from '../http/parse-body';
import { applicationDetail } from '../ops/application-views';
import { opsActor, requireOps } from '../ops/require-ops';
import { requireMerchant } from '../session/require-merchant';
import type { RevisionOutcome } from './revision-service';

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)) });
/** The console's paths of a request, as registered (domain/api/revision-api opsRevisionPath). */
export const OPS_REVISION_ROUTE = `${OPS_API.applications}/:id/revision`;
export const OPS_REVISION_WITHDRAW_ROUTE = `${OPS_REVISION_ROUTE}/withdraw`;

export async function revisionRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { revisions } = deps;
  const guard = { preHandler: requireOps(deps.opsSessions), bodyLimit: 64 * 1024 };
  const idOf = (params: unknown) => parseBody(IdParams, params)?.id;

  const answer = async (reply: FastifyReply, id: string, outcome: RevisionOutcome) => {
    if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
    return (
      (await applicationDetail(deps, id)) ?? reply.code(404).send({ error: APPLICATION_NOT_FOUND })
    );
  };

  app.post(OPS_REVISION_ROUTE, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const outcome = await revisions.request(id, request.body, {
      actor: opsActor(request),
      requestedBy: request.opsUser?.email ?? opsActor(request),
    });
    return answer(reply, id, outcome);
  });

  app.post(OPS_REVISION_WITHDRAW_ROUTE, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    return answer(reply, id, await revisions.withdraw(id, opsActor(request)));
  });

  app.post(
    REVISION_API.send,
    { preHandler: requireMerchant(deps.sessions), bodyLimit: 1024 },
    async (request, reply): Promise<RevisionSendResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const session = request.merchantSession!;
      const outcome = await revisions.send(session.merchant_id, session.email ?? 'merchant');
      if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
      return { revision: outcome.revision };
    },
  );
}
