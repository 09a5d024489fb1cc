/**
 * POST /api/language: keeps the language a person chose for the portal and its e-mails, by the
 * e-mail of their session (docs/decisions/0267-french-for-canadian-merchants.md). French is
 * offered to Canadian merchants: a merchant registered in another country is refused it.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { I18N_API, type LanguageResponse } from '../../domain/api/i18n-api';
import { languagesOffered, LANGUAGES, toLanguage } from '../../domain/i18n/language';
import { msg } from '../../domain/i18n/message';
import type { AppDeps } from '../app/app-deps';
import { parseBody } from '../http/parse-body';
import { registeredCountryOf } from '../session/user-state-response';

const LanguageBody = v.object({ language: v.string() });

export async function languageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos, clock } = deps;

  app.post(I18N_API.language, async (request, reply) => {
    const language = toLanguage(parseBody(LanguageBody, request.body)?.language);
    if (!language || !LANGUAGES.includes(language)) {
      reply.code(400);
      return { error: msg('common.language.unknown') };
    }
    const session = await sessions.read(request);
    const email = session?.email;
    if (!email) return { language, stored: false } satisfies LanguageResponse;
    const merchant = session.merchant_id
      ? await repos.merchants.findById(session.merchant_id)
      : await repos.merchants.findByEmail(email);
    const country = merchant ? registeredCountryOf(merchant) : undefined;
    if (country && !languagesOffered(country).includes(language)) {
      reply.code(400);
      return { error: msg('common.language.notOffered') };
    }
    await repos.languageChoices.choose(email, language, clock());
    return { language, stored: true } satisfies LanguageResponse;
  });
}
