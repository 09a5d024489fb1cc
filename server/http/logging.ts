/**
 * pino options: no bodies, cookies, tokens or full e-mail addresses in logs. Requests are logged
 * by method and path only (a query string may carry an e-mail, doc 1 §2 login prefill), and the
 * headers that carry credentials are redacted wherever they appear.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../app/config';

/** Logger options for Fastify at `level`. */
export function loggerOptions(
  level: LogLevel,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.body',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        hasQuery: request.url.includes('?'),
        remoteAddress: request.ip,
      }),
    },
  };
}
