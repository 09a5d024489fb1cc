import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWithRetry } from './send-with-retry';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that answers each call with the next of `answers` (an Error is thrown). */
function stubFetch(answers: Array<number | Error>) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      calls.push(request);
      const next = answers.shift() ?? 200;
      if (next instanceof Error) return Promise.reject(next);
      return Promise.resolve(new Response('{}', { status: next }));
    }),
  );
  return calls;
}

const headers = { 'x-app-version': 'test' };

describe('sending a call (doc 1 §9: a query is retried at most twice)', () => {
  it('sends a GET again after no answer and after a passing failure, then gives the answer', async () => {
    const calls = stubFetch([new TypeError('Failed to fetch'), 502, 200]);
    const response = await sendWithRetry('http://portal.test/user-state', {
      method: 'get',
      headers,
      retry: 2,
    });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('gives the last answer once the retries are spent, and never retries a 404 or a POST', async () => {
    let calls = stubFetch([503, 503, 503, 503]);
    expect(
      (await sendWithRetry('http://portal.test/a', { method: 'get', headers, retry: 2 })).status,
    ).toBe(503);
    expect(calls).toHaveLength(3);
    calls = stubFetch([404]);
    expect(
      (await sendWithRetry('http://portal.test/a', { method: 'get', headers, retry: 2 })).status,
    ).toBe(404);
    expect(calls).toHaveLength(1);
    calls = stubFetch([503, 200]);
    const post = await sendWithRetry('http://portal.test/a', {
      method: 'post',
      json: { a: 1 },
      headers,
      retry: 2,
    });
    expect(post.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(await calls[0]?.text()).toBe('{"a":1}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('a call the caller aborts while it waits to retry is not sent again', async () => {
    const calls = stubFetch([503, 200]);
    const controller = new AbortController();
    const sending = sendWithRetry('http://portal.test/a', {
      method: 'get',
      headers,
      retry: 2,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort(new DOMException('The page was left.', 'AbortError'));
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('a call with no answer in its time fails as a time-out and is not sent again', async () => {
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => {
            calls.push(request);
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      ),
    );
    const sending = sendWithRetry('http://portal.test/a', {
      method: 'get',
      headers,
      retry: 2,
      timeoutMs: 50,
    });
    await expect(sending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(1);
  });
});
