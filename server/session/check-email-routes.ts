/**
 * POST /check-email (doc 2 §7, docs/architecture.md §4). After the captcha, a new e-mail may start a lead;
 * an e-mail with a record gets a sign-in link and nothing of the record is shown until the link
 * is used.
 */
import { answerLanguage } from '../i18n/say-answers';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SESSION_API, type CheckEmailResponse } from '../../domain/api/session-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import type { AppDeps } from '../app/app-deps';
import { CAPTCHA_CHALLENGE_TTL_MS } from '../captcha/captcha';
import { parseBody } from '../http/parse-body';
import { milestoneSubject } from '../funnel/funnel-recorder';
import { TOO_MANY_SIGN_IN_MAILS } from './sign-in-link-routes';
import { SIGN_IN_BODY_LIMIT, signInRateLimit } from '../http/rate-limits';
import { EMAIL_MESSAGE, isValidEmail } from '../../domain/validators/email';

/** doc 2 §5 (Email) */
export const INVALID_EMAIL_ERROR = EMAIL_MESSAGE;
export const CAPTCHA_REQUIRED_ERROR = 'Please complete the captcha.';
/** RFC 5321 path limit. */
const MAX_EMAIL_LENGTH = 254;

/** doc 2 §2 (Login): the e-mail is trimmed and lowercased. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(MAX_EMAIL_LENGTH),
  v.check(isValidEmail),
);
const CheckEmailSchema = v.object({ email: EmailSchema });

/** POST /check-email. */
export async function checkEmailRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos, signInLinks, clock, config } = deps;

  app.post(
    SESSION_API.checkEmail,
    { config: signInRateLimit(config), bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply): Promise<CheckEmailResponse> => {
      const body = parseBody(CheckEmailSchema, request.body);
      if (!body) {
        reply.code(400);
        return {
          error: INVALID_EMAIL_ERROR,
          validation_errors: {
            lead: { email: { code: 'InvalidEmail', error: INVALID_EMAIL_ERROR } },
          },
        };
      }
      const session = await sessions.read(request);
      const verifiedAt = session?.captcha_verified_at;
      if (!session || verifiedAt == null || clock() - verifiedAt > CAPTCHA_CHALLENGE_TTL_MS) {
        reply.code(400);
        return { error: CAPTCHA_REQUIRED_ERROR };
      }
      // One solved captcha, one e-mail check.
      await sessions.update(session, { captcha_verified_at: null });

      const { email } = body;
      // An e-mail with a record (its own application, or a further contact of one) must prove
      // itself through the mailed link before anything is shown.
      const merchant =
        (await repos.merchants.findByEmail(email)) ?? (await repos.accountContacts.find(email));
      if (!merchant) {
        // A new applicant's language is the one they start their application in.
        await repos.languageChoices.chooseIfNone(email, answerLanguage(request), clock());
        await sessions.start(
          reply,
          { kind: 'pre_lead', email, merchant_id: null, captcha_verified_at: null },
          session,
        );
        await deps.funnel.milestones(milestoneSubject(email), ['signed_in']);
        return { userState: 'PRE_LEAD', formCompletedState: emptyFormCompletedState(), email };
      }
      if ((await signInLinks.send(email, answerLanguage(request))) === 'limited') {
        reply.code(429);
        return { error: TOO_MANY_SIGN_IN_MAILS };
      }
      await sessions.start(
        reply,
        { kind: 'pending', email, merchant_id: null, captcha_verified_at: null },
        session,
      );
      return { userState: 'WAIT_FOR_EMAIL', email };
    },
  );
}
