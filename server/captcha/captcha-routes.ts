/**
 * The captcha calls (doc 2 §7): a challenge for the ALTCHA widget, and the check of its payload,
 * which marks this browser's session as having passed the captcha.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SESSION_API, type CheckCaptchaTokenResponse } from '../../domain/api/session-api';
import { msg } from '../../domain/i18n/message';
import type { AppDeps } from '../app/app-deps';
import { parseBody } from '../http/parse-body';
import { SIGN_IN_BODY_LIMIT, signInRateLimit } from '../http/rate-limits';

export const CAPTCHA_FAILED_ERROR = msg('session.captcha.failed');

const CheckCaptchaTokenSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(8000)),
});

/** GET /api/captcha/challenge and POST /check-captcha-token. */
export async function captchaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { captcha, sessions, clock, config } = deps;

  app.get(
    SESSION_API.captchaChallenge,
    { config: signInRateLimit(config, 5) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  app.post(
    SESSION_API.checkCaptchaToken,
    { config: signInRateLimit(config), bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply): Promise<CheckCaptchaTokenResponse> => {
      const body = parseBody(CheckCaptchaTokenSchema, request.body);
      if (!body || !(await captcha.verify(body.token))) {
        reply.code(400);
        return { success: false, error: CAPTCHA_FAILED_ERROR };
      }
      const session = await sessions.read(request);
      if (session) {
        await sessions.update(session, { captcha_verified_at: clock() });
      } else {
        await sessions.start(reply, {
          kind: 'anonymous',
          email: null,
          merchant_id: null,
          captcha_verified_at: clock(),
        });
      }
      return { success: true };
    },
  );
}
