/**
 * One error handler for the whole server (docs/architecture.md §4): bad input is always a 4xx with a clear
 * `{error}`, never a 500; anything unexpected is logged and answered with a plain message.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { msg, type Message } from '../../domain/i18n/message';

export const RATE_LIMITED_ERROR = msg('server.rateLimited');
/** doc 2 §8 */
export const SOMETHING_WENT_WRONG = msg('server.somethingWentWrong');
/** While the database is unreachable: the browser keeps what was typed and tries again. */
export const SERVICE_UNAVAILABLE = msg('server.unavailable');
/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

const MESSAGES_BY_CODE: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('server.bodyNotJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('server.bodyEmpty'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('server.bodyMustBeJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('server.bodyLengthWrong'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('server.bodyTooLarge'),
  FST_ERR_VALIDATION: msg('server.requestNotValid'),
};

/** What the client is told about a 4xx error; framework wording is never passed through. */
function clientMessage(error: FastifyError, status: number): Message {
  if (error.code && MESSAGES_BY_CODE[error.code]) return MESSAGES_BY_CODE[error.code]!;
  if (error.validation) return msg('server.requestNotValid');
  if (status === 429) return RATE_LIMITED_ERROR;
  if (status === 404) return msg('server.notFound');
  if (error instanceof SyntaxError) return msg('server.bodyNotJson');
  return msg('server.requestNotHandled');
}

/** Where an unexpected error (a 500) is also reported: Sentry when configured (server/reporting). */
export type UnexpectedErrorSink = (error: unknown, request: FastifyRequest) => void;

/** Installs the handler on `app`. */
export function installErrorHandler(
  app: FastifyInstance,
  onUnexpected: UnexpectedErrorSink = () => {},
): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      return reply.code(status).send({ error: clientMessage(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    onUnexpected(error, request);
    return reply.code(500).send({ error: SOMETHING_WENT_WRONG });
  });
}
