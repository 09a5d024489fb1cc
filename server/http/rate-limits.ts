/** Per-address limits of the sign-in calls (@fastify/rate-limit route config). */
import type { Config } from '../app/config';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Route config limiting a sign-in call to SIGN_IN_RATE_LIMIT per client address per 10 minutes. */
export function signInRateLimit(config: Config, factor = 1) {
  return { rateLimit: { max: config.signInRateLimit * factor, timeWindow: TEN_MINUTES_MS } };
}

/** Sign-in bodies are a few short strings; anything larger is refused before parsing. */
export const SIGN_IN_BODY_LIMIT = 16 * 1024;
