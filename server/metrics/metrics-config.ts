/**
 * The metrics part of the server configuration (read with the rest in server/app/config.ts):
 * `METRICS_TOKEN` lets a scraper that is not on this machine read GET /metrics, sent as
 * `Authorization: Bearer <token>`. Without it only loopback callers are answered.
 */

/** Long enough that guessing it is out of reach; shorter values are refused at start. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** The token, or undefined; one message in `problems` for a value that cannot be used. */
export function readMetricsToken(
  env: Record<string, string | undefined>,
  problems: string[],
): string | undefined {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return undefined;
  // Never repeated in the message: it is a credential.
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) {
    problems.push(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} printable characters without spaces`,
    );
    return undefined;
  }
  return raw;
}
