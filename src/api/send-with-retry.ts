/**
 * Sending one call with fetch, the way the app's client needs it (doc 1 §9, doc 2 §7): a JSON body
 * as POST, a 30 s timeout, and a GET sent again at most `retry` times after no answer or an answer
 * worth another try (never a 404), waiting 0.3 s, then 0.6 s. Kept small because it is part of the
 * login page's first script.
 */

/** Answers worth sending a GET again for: time-outs, rate limits and passing server failures. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
/** How long a call may take before it fails as a time-out. */
export const CALL_TIMEOUT_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 300;

export interface SendOptions {
  method: 'get' | 'post';
  /** A JSON body; it is sent with its content type. */
  json?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** How often a GET is sent again; a POST never is. */
  retry: number;
  /** How long one sending may take; {@link CALL_TIMEOUT_MS} unless a test says otherwise. */
  timeoutMs?: number;
}

/** Waits `ms`, or rejects at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The answer of `url`, whatever its status; rejects only when no answer came. */
export async function sendWithRetry(url: string, options: SendOptions): Promise<Response> {
  const retries = options.method === 'get' ? options.retry : 0;
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const last = attempt >= retries;
    try {
      // One Request per sending, as the fetch stand-ins of the tests and the browser read it.
      const request = new Request(url, {
        method: options.method.toUpperCase(),
        credentials: 'same-origin',
        headers:
          options.json === undefined
            ? options.headers
            : { ...options.headers, 'content-type': 'application/json' },
        ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
        signal,
      });
      const response = await fetch(request);
      if (last || !RETRY_STATUSES.has(response.status)) return response;
    } catch (error) {
      // A call the caller aborted or that timed out is not sent again.
      if (last || signal.aborted) throw error;
    }
    await pause(FIRST_RETRY_DELAY_MS * 2 ** attempt, options.signal);
  }
}
