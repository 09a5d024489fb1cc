/**
 * Text neither database can keep: PostgreSQL refuses the NUL character in text (and SQLite would
 * cut a value there), and an unpaired UTF-16 surrogate has no UTF-8 form. Such input is refused
 * with a 400 in one place, before any route reads it: JSON and other parsed bodies, query strings
 * and path parameters (an app hook), and multipart fields and file names (server/uploads).
 */
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/i18n/message';

export const UNSTORABLE_TEXT_ERROR = msg('server.unstorableText');

/** NUL, or a surrogate half without its pair. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

/** True when a string anywhere in `value` (keys included) holds unstorable text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return bufferHasUnstorableText(value);
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

/** A raw body (kept raw for a signature check): its NUL bytes, or its JSON's decoded strings. */
function bufferHasUnstorableText(buffer: Buffer): boolean {
  return buffer.includes(0) || jsonTextHasUnstorableText(buffer.toString('utf8'));
}

/**
 * Text that may be JSON (a multipart field of a save, a raw webhook body): the text itself, and
 * the strings its JSON decodes to ("\u0000" is a NUL once parsed).
 */
export function jsonTextHasUnstorableText(text: string): boolean {
  if (UNSTORABLE.test(text)) return true;
  if (!text.includes('\\u')) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return hasUnstorableText(parsed);
}

/** Refuses, before validation, every request whose body, query or parameters hold such text. */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      request.log.info('request refused: unstorable text');
      return reply.code(400).send({ error: UNSTORABLE_TEXT_ERROR });
    }
  });
}
