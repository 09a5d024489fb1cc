/**
 * Every answer is said in the request's language at the edge: routes and rules answer with
 * messages of the catalogues (a field's error, a refusal), and this hook turns each into its text
 * before the body is written. Codes and field keys stay as they are.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../domain/i18n/language';
import { isMessage } from '../../domain/i18n/message';
import { namedLanguage } from './request-language';
import { sayIn } from './say';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in merchant's stored language, set where the session is read. */
    merchantLanguage?: Language | null;
  }
}

export function answerLanguage(request: FastifyRequest): Language {
  return namedLanguage(request) ?? request.merchantLanguage ?? 'en';
}

export function sayAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    sayAll(payload, answerLanguage(request)),
  );
}

/** The payload with every message in it said; other values are kept as they are. */
export function sayAll(value: unknown, language: Language): unknown {
  if (isMessage(value)) return sayIn(language, value);
  if (Array.isArray(value)) return value.map((item) => sayAll(item, language));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const said: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) said[key] = sayAll(item, language);
    return said;
  }
  return value;
}
