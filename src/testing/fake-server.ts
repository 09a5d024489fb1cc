/**
 * Test support: stands in for the portal's API server at the fetch boundary, so component tests
 * run the app's real HTTP client, session calls and session machine.
 */
import { vi } from 'vitest';
import { setApiOrigin } from '../api/http-client';

export const TEST_API_ORIGIN = 'http://portal.test';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeHandler = (request: { body: unknown }) => FakeAnswer | Promise<FakeAnswer>;

/** Routes keyed by `METHOD /path`; anything else answers 404. */
export function installFakeServer(routes: Record<string, FakeHandler | FakeAnswer>) {
  const requests: Array<{ method: string; path: string; headers: Headers; body: unknown }> = [];
  setApiOrigin(TEST_API_ORIGIN);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route({ body }) : (route ?? { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
