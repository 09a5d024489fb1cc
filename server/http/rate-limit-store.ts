/**
 * The Redis connection the rate-limit plugin keeps its counters in when REDIS_URL is set (its
 * documented `redis` option, an ioredis client): every app server counts in the same place, and a
 * restart keeps the counts. Short timeouts keep a slow Redis from holding sign-ins up.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitRedis {
  client: Redis;
  close(): Promise<void>;
}

/** A client of `url`; its connection errors are logged, never thrown at the process. */
export function openRateLimitRedis(url: string, log: FastifyBaseLogger): RateLimitRedis {
  const client = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  let warned = false;
  client.on('error', (error: Error) => {
    if (!warned) log.warn({ err: error }, 'rate-limit store (Redis) unavailable');
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  return {
    client,
    close: async () => {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
