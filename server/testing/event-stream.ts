/**
 * Reads a text/event-stream over a real socket, as a browser's EventSource would, and keeps the
 * events and comments it received so tests can wait for them.
 */
import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  contentType: string | undefined;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** Resolves with the first event after `from` that `match` accepts; rejects after `timeoutMs`. */
  next(
    match?: (event: StreamEvent) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<StreamEvent>;
  close(): void;
}

/** Opens `url` with the browser's cookies. */
export function openEventStream(url: string, cookie: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((done) => (endedResolve = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) [event, isEvent] = [line.slice(6).trim(), true];
            else if (line.startsWith('data:'))
              [data[data.length], isEvent] = [line.slice(5).trim(), true];
          }
          if (isEvent) events.push({ event, data: data.join('\n') });
          for (const wake of [...waiters]) wake();
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      resolve({
        status: res.statusCode ?? 0,
        contentType: res.headers['content-type'],
        headers: res.headers,
        events,
        comments,
        ended,
        next(match = () => true, timeoutMs = 5_000, from = 0) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(from).find(match);
              if (!hit) return;
              cleanup();
              found(hit);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(
                new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`),
              );
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The Cookie header of a cookie jar. */
export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
