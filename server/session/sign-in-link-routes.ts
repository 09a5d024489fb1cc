/**
 * POST /sign-in-link consumes an e-mailed link (the Continue button of /app/sign-in) and signs the
 * browser in; POST /api/resend-sign-in-link mails a new link to the e-mail waiting in the session.
 */
import { answerLanguage } from '../i18n/say-answers';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  SESSION_API,
  type SignInLinkErrorResponse,
  type SignInLinkFailure,
  type UserStateResponse,
} from '../../domain/api/session-api';
import type { AppDeps } from '../app/app-deps';
import { merchantUserState, newContactState } from './user-state-response';
import { subjectOfMerchant } from '../funnel/funnel-recorder';
import { parseBody } from '../http/parse-body';
import { SIGN_IN_BODY_LIMIT, signInRateLimit } from '../http/rate-limits';

export const SIGN_IN_LINK_ERRORS: Record<SignInLinkFailure, string> = {
  invalid: 'This sign-in link is not valid.',
  used: 'This sign-in link has already been used.',
  expired: 'This sign-in link has expired.',
};
export const TOO_MANY_SIGN_IN_MAILS =
  'Too many sign-in emails were sent to this address. Please wait an hour and try again.';
export const NO_PENDING_SIGN_IN = 'Enter your email address to get a new sign-in link.';

const SignInLinkSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });

/** POST /sign-in-link and POST /api/resend-sign-in-link. */
export async function signInLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, signInLinks, config } = deps;

  app.post(
    SESSION_API.signInLink,
    { config: signInRateLimit(config), bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply): Promise<UserStateResponse | SignInLinkErrorResponse> => {
      const body = parseBody(SignInLinkSchema, request.body);
      const result = body
        ? await signInLinks.redeem(body.token)
        : ({ ok: false, reason: 'invalid' } as const);
      if (!result.ok) {
        reply.code(400);
        return { reason: result.reason, error: SIGN_IN_LINK_ERRORS[result.reason] };
      }
      const { merchant } = result;
      if (result.contactEmail) {
        // A further contact of the account: the lead form comes first (0073).
        await sessions.start(
          reply,
          {
            kind: 'contact',
            email: result.contactEmail,
            merchant_id: merchant.id,
            captcha_verified_at: null,
          },
          await sessions.read(request),
        );
        return newContactState(result.contactEmail);
      }
      await sessions.start(
        reply,
        {
          kind: 'authenticated',
          email: merchant.email,
          merchant_id: merchant.id,
          captcha_verified_at: null,
        },
        await sessions.read(request),
      );
      const subject = subjectOfMerchant(merchant);
      await deps.funnel.milestones(subject, ['signed_in']);
      // doc 1 §4: every mailed sign-in link carries ol_src=vel; one event per link used.
      await deps.funnel.serverEvent(subject, 'sign_in_link_clicked', body!.token, {
        linkSource: 'VERIFY_EMAIL_LINK_CLICK',
      });
      const account = await deps.repos.merchantAccounts.get(merchant.id);
      const language = await deps.repos.languageChoices.languageOf(merchant.email);
      return {
        ...merchantUserState(merchant, {
          mark: account?.accountMark ?? '',
          appIds: config.platformAppIds,
        }),
        ...(language ? { language } : {}),
      };
    },
  );

  app.post(
    SESSION_API.resendSignInLink,
    { config: signInRateLimit(config), bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply) => {
      const session = await sessions.read(request);
      if (!session || session.kind !== 'pending' || !session.email) {
        reply.code(400);
        return { error: NO_PENDING_SIGN_IN };
      }
      if ((await signInLinks.send(session.email, answerLanguage(request))) === 'limited') {
        reply.code(429);
        return { error: TOO_MANY_SIGN_IN_MAILS };
      }
      return { sent: true };
    },
  );
}
