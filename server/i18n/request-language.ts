/**
 * The language the server answers a request in (docs/openapi: "Language"): the portal's own
 * client names the merchant's language in Accept-Language on every call, so two tabs each read
 * answers in the language they show; a request naming none of the portal's languages is answered
 * in the signed-in merchant's stored language, else in English.
 */
import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  LANGUAGES,
  type Language,
  toLanguage,
} from '../../domain/i18n/language';

/** The first of the request's Accept-Language tags that is one of the portal's languages. */
export function namedLanguage(request: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = request.headers['accept-language'];
  for (const tag of acceptedLanguages(Array.isArray(header) ? header.join(',') : header)) {
    const language = toLanguage(tag);
    if (language && LANGUAGES.includes(language)) return language;
  }
  return null;
}
