/**
 * The HTTPS front a merchant's browser meets in production, standing in for the load balancer
 * in front of the portal (docs/architecture.md §6 "Scale-out"): it ends TLS, speaks HTTP/2 to the
 * browser and forwards each request over HTTP/1.1 to the portal. Lighthouse measures the pages
 * through it, because the number of round trips a page costs depends on that protocol
 * (docs/decisions/0185-pages-measured-over-https.md). The certificate is made for the run and
 * thrown away with it.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export interface HttpsFront {
  /** e.g. https://127.0.0.1:43123 */
  url: string;
  close(): Promise<void>;
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

export async function startHttpsFront(portalUrl: string): Promise<HttpsFront> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const portal = new URL(portalUrl);
  const server = http2.createSecureServer(
    { key: pems.private, cert: pems.cert, allowHTTP1: true },
    (request, response) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
      }
      headers.host = portal.host;
      headers['x-forwarded-proto'] = 'https';
      const upstream = http.request(
        new URL(request.url, portal),
        { method: request.method, headers },
        (answer) => {
          const back: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!CONNECTION_HEADERS.has(name)) back[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, back);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  // A browser keeps its HTTP/2 session open; closing the front ends the sessions still open.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
