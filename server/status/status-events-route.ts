/**
 * GET /api/status-events: the signed-in merchant's status stream (text/event-stream, docs/
 * decisions/0130). Each change of the merchant's own record is one `status` event whose data is
 * only its kind; a comment every 20 s keeps proxies from closing an idle stream. Streams are ended
 * before the server closes, so a shutdown never waits on them; the browser then reconnects,
 * through the load balancer, to a server still running.
 */
import { msg } from '../../domain/i18n/message';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  STATUS_EVENT_NAME,
  STATUS_EVENTS_PATH,
  type StatusEventData,
} from '../../domain/api/status-events-api';
import { requireMerchant } from '../session/require-merchant';
import type { SessionService } from '../session/session-service';
import type { StatusNotifier } from './status-notifier';

export const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting a dropped stream (the SSE `retry` field). */
export const RECONNECT_HINT_MS = 2_000;
/** A merchant rarely has more than a few tabs open; more streams are refused. */
export const MAX_STREAMS_PER_MERCHANT = 10;
export const TOO_MANY_STREAMS = msg('status.server.tooManyStreams');

export interface StatusEventsOptions {
  sessions: SessionService;
  notifier: StatusNotifier;
  heartbeatMs?: number;
}

export async function statusEventsRoutes(
  app: FastifyInstance,
  options: StatusEventsOptions,
): Promise<void> {
  const open = new Set<() => void>();
  const perMerchant = new Map<string, number>();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  // Before the server stops accepting and waits for requests in flight: end every stream.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    STATUS_EVENTS_PATH,
    { preHandler: requireMerchant(options.sessions) },
    async (request, reply) => {
      const merchantId = request.merchantSession!.merchant_id;
      const count = perMerchant.get(merchantId) ?? 0;
      if (count >= MAX_STREAMS_PER_MERCHANT)
        return reply.code(429).send({ error: TOO_MANY_STREAMS });
      perMerchant.set(merchantId, count + 1);

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        // The security headers the hooks set (helmet, correlation id) go out with the stream.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RECONNECT_HINT_MS}\n: connected\n\n`);

      const unsubscribe = options.notifier.subscribe(merchantId, (kind) => {
        const data: StatusEventData = { kind };
        response.write(`event: ${STATUS_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), heartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const left = (perMerchant.get(merchantId) ?? 1) - 1;
        if (left > 0) perMerchant.set(merchantId, left);
        else perMerchant.delete(merchantId);
        if (!response.writableEnded) response.end();
      };
      open.add(end);
      request.raw.on('close', end);
      response.on('close', end);
    },
  );
}
