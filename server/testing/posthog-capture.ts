/**
 * A stand-in for a PostHog instance's capture endpoint: a plain HTTP server on loopback that
 * takes batches as PostHog does (POST /batch/, JSON, gzip when the client compresses) and keeps
 * what it receives, so a test reads what the real posthog-node client sent. It can be told to
 * refuse the next requests, as an instance that is down would.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface CapturedEvent {
  event: string;
  distinct_id: string;
  uuid?: string;
  timestamp?: string;
  properties: Record<string, unknown>;
}

export interface PostHogCapture {
  host: string;
  /** Every event received, in order. */
  events: CapturedEvent[];
  /** The request bodies as received (after gzip), to search for text that must not be there. */
  raw: string[];
  /** Answers the next `count` requests with a 503. */
  refuseNext(count: number): void;
  /** Requests refused so far. */
  refused: () => number;
  /** Resolves once `count` events have arrived, waiting up to `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<CapturedEvent[]>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const gzip =
    request.headers['content-encoding'] === 'gzip' ||
    new URL(request.url ?? '/', 'http://x').searchParams.get('compression') === 'gzip-js';
  return (gzip ? gunzipSync(bytes) : bytes).toString('utf8');
}

export async function startPostHogCapture(): Promise<PostHogCapture> {
  const events: CapturedEvent[] = [];
  const raw: string[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        response.writeHead(503).end();
        return;
      }
      raw.push(text);
      const body = JSON.parse(text) as { batch?: CapturedEvent[] };
      events.push(...(body.batch ?? []));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    events,
    raw,
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refused,
    async waitForEvents(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > until) {
          throw new Error(`${events.length} of ${count} events arrived: ${JSON.stringify(events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
