/**
 * A stand-in for Sentry's ingest: a plain HTTP server on loopback that accepts envelopes as Sentry
 * does (POST /api/<project>/envelope/) and keeps what it receives, so a test can read what the
 * real SDK sent. A DSN pointing at it is `http://<key>@127.0.0.1:<port>/<project>`.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (parsed when JSON). */
export interface EnvelopeItem {
  header: { type?: string } & Record<string, unknown>;
  payload: unknown;
}

export interface ReceivedEnvelope {
  path: string;
  /** The envelope as sent (after gzip), to search for text that must not be there. */
  raw: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export interface SentryIngest {
  dsn: string;
  received: ReceivedEnvelope[];
  /** The payloads of every `event` item received so far. */
  events(): Array<Record<string, unknown>>;
  /** Resolves once `count` events have arrived, waiting up to `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

const parseLine = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return line;
  }
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString(
    'utf8',
  );
}

/** Items are a header line and a payload line (the payload's length may be given instead). */
function parseEnvelope(path: string, raw: string): ReceivedEnvelope {
  const lines = raw.split('\n');
  const header = parseLine(lines[0] ?? '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    if (!lines[i]) break;
    items.push({
      header: parseLine(lines[i]!) as EnvelopeItem['header'],
      payload: parseLine(lines[i + 1]!),
    });
  }
  return { path, raw, header, items };
}

export async function startSentryIngest(project = '4242'): Promise<SentryIngest> {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      if (request.method === 'POST' && request.url?.startsWith(`/api/${project}/envelope/`)) {
        received.push(parseEnvelope(request.url, raw));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = () =>
    received.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => item.payload as Record<string, unknown>),
    );
  return {
    dsn: `http://publickey0123456789@127.0.0.1:${port}/${project}`,
    received,
    events,
    async waitForEvents(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events().length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${events().length} of ${count} events within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events();
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
