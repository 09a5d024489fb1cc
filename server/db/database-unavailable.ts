/**
 * Which failures mean "the database cannot be reached or did not answer in time" rather than a
 * fault of the request or the code: those are answered 503 with Retry-After, and the call works
 * again as soon as the database is back (the pool opens new connections on use).
 */

/** SQLSTATE classes and codes of a database that is down, restarting or too slow. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
  '53000', // insufficient_resources
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'SQLITE_BUSY',
]);
/** node-postgres and pg-pool report these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'connection timeout',
];

/** True when `error` (or what caused it) says the database is unreachable or too slow. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
