/** POST /api/ops/login, POST /api/ops/logout and GET /api/ops/me: the console's sign-in. */
import * as v from 'valibot';
import { OPS_API, type OpsMeResponse } from '../../domain/api/back-office-api';
import { normaliseEmail } from '../../domain/session/email-address';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { parseBody } from '../http/parse-body';
import { MAX_OPS_PASSWORD_LENGTH, verifyAgainstNothing, verifyPassword } from './password-hash';
import { requireOps } from './require-ops';
import type { FastifyInstance } from 'fastify';

/** One message for an unknown e-mail and a wrong password, so neither is revealed. */
export const OPS_LOGIN_FAILED = 'The e-mail address or password is not right.';
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

const LoginSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_OPS_PASSWORD_LENGTH)),
});

/** The console's sign-in calls. */
export async function opsAuthRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { opsSessions, opsUsers, bo, clock, config } = deps;

  app.post(
    OPS_API.login,
    {
      bodyLimit: 4 * 1024,
      config: {
        rateLimit: { max: config.backOffice.opsLoginRateLimit, timeWindow: FIFTEEN_MINUTES_MS },
      },
    },
    async (request, reply): Promise<OpsMeResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const body = parseBody(LoginSchema, request.body);
      if (!body) return reply.code(400).send({ error: 'Enter your e-mail address and password.' });
      const user = await opsUsers.findByEmail(normaliseEmail(body.email));
      const valid = user
        ? await verifyPassword(body.password, user.password_hash)
        : await verifyAgainstNothing(body.password);
      if (!user || !valid) {
        request.log.info('console sign-in refused');
        return reply.code(401).send({ error: OPS_LOGIN_FAILED });
      }
      await opsSessions.start(request, reply, user);
      await bo.audit.append(
        {
          actor: `ops:${user.email}`,
          action: 'ops.signed_in',
          merchantId: null,
          before: undefined,
          after: undefined,
        },
        clock(),
      );
      return { email: user.email };
    },
  );

  app.post(OPS_API.logout, async (request, reply) => {
    await opsSessions.end(request, reply);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get(
    OPS_API.me,
    { preHandler: requireOps(opsSessions) },
    async (request): Promise<OpsMeResponse> => ({
      email: request.opsUser!.email,
    }),
  );
}
