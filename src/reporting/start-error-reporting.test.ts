/**
 * The browser's reports reach the portal's intake (sendBeacon, else fetch with keepalive),
 * scrubbed and with a correlation id; timeouts and browser-extension errors never leave the page;
 * a failed send is not reported again; with a DSN from the server, reports reach Sentry too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_PATH, CLIENT_ERRORS_PER_PAGE } from '../../domain/api/client-errors-api';
import { REDACTED } from '../../machines/reporting/pii-sanitiser';
import { reportError } from './error-reporting';
import { connectSentry, startErrorReporting } from './start-error-reporting';

type Beacon = (url: string, data: Blob) => boolean;

let beacon: ReturnType<typeof vi.fn<Beacon>>;
let fetchCalls: Array<[string, RequestInit | undefined]>;
let stop: () => void;

/** jsdom's Blob has no text(); its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** The bodies the page handed to sendBeacon, with their type. */
const beaconBodies = async () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(blob.type).toBe('application/json');
      return [url, JSON.parse(await textOf(blob)) as Record<string, unknown>] as const;
    }),
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  beacon = vi.fn<Beacon>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  fetchCalls = [];
  // The page's network: the reporting settings say no Sentry unless a test says otherwise.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    fetchCalls.push([String(url), init]);
    return Promise.resolve(
      new Response(JSON.stringify({ release: '0.1.0', sentryDsn: null }), { status: 200 }),
    );
  });
  window.history.replaceState(null, '', '/app/status?email=jane.doe@example.com');
  stop = startErrorReporting();
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser error reports to the portal', () => {
  it('reach the intake scrubbed, with a correlation id and the page without its query', async () => {
    reportError(new TypeError('Could not load the status of jane.doe@example.com'), {
      call: '/api/status',
      ssn: '123-45-6789',
    });
    const bodies = await beaconBodies();
    expect(bodies).toHaveLength(1);
    const [url, body] = bodies[0]!;
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(body).toMatchObject({
      message: 'Could not load the status of j***@example.com',
      name: 'TypeError',
      url: `${window.location.origin}/app/status`,
      context: { call: '/api/status', ssn: REDACTED },
    });
    expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('jane.doe@example.com');
  });

  it('leave out timeouts and errors from browser extensions (doc 2 §8)', async () => {
    reportError(new Error('Timeout of 30000ms exceeded'));
    reportError(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }));
    reportError(
      Object.assign(new Error('boom'), { stack: 'Error: boom\n    at moz-extension://x/a.js:1:1' }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('from an extension'),
        filename: 'safari-extension://x/content.js',
      }),
    );
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('ours'), filename: 'https://portal/app.js' }),
    );
    const bodies = await beaconBodies();
    expect(bodies.map(([, body]) => body.message)).toEqual(['ours']);
  });

  it('fall back to fetch with keepalive, and a failed send is not reported again', async () => {
    beacon.mockReturnValue(false);
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      fetchCalls.push([String(url), init]);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    reportError(new Error('first'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sends = fetchCalls.filter(([url]) => url === CLIENT_ERRORS_PATH);
    expect(sends).toHaveLength(1);
    expect(sends[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(sends[0]![1]!.body))).toMatchObject({ message: 'first' });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it(`are at most ${CLIENT_ERRORS_PER_PAGE} from one page`, () => {
    for (let n = 0; n < CLIENT_ERRORS_PER_PAGE + 5; n++) reportError(new Error(`error ${n}`));
    expect(beacon).toHaveBeenCalledTimes(CLIENT_ERRORS_PER_PAGE);
  });
});

describe('browser error reports to Sentry', () => {
  it('are not sent anywhere else when the server names no DSN', async () => {
    expect(await connectSentry(async () => ({ release: '0.1.0', sentryDsn: null }))).toBe(false);
  });

  it('reach the DSN scrubbed, with the release and the correlation id, once one is given', async () => {
    const connected = await connectSentry(async () => ({
      release: '0.1.0',
      sentryDsn: 'https://publickey@o1.ingest.sentry.example/42',
    }));
    expect(connected).toBe(true);
    reportError(new Error('Failed for jane.doe@example.com'), { dob: '1980-01-02' });
    await vi.waitFor(() =>
      expect(fetchCalls.some(([url]) => url.includes('o1.ingest.sentry.example'))).toBe(true),
    );
    const [url, init] = fetchCalls.find(([to]) => to.includes('o1.ingest.sentry.example'))!;
    expect(url).toMatch(/^https:\/\/o1\.ingest\.sentry\.example\/api\/42\/envelope\//);
    const envelope = String(init!.body);
    const event = JSON.parse(envelope.split('\n')[2]!) as Record<string, unknown>;
    const [, portal] = (await beaconBodies())[0]!;
    expect(event).toMatchObject({
      release: __APP_VERSION__,
      tags: { correlationId: portal.correlationId },
      exception: { values: [{ value: 'Failed for j***@example.com' }] },
      contexts: { report: { dob: REDACTED } },
    });
    expect(envelope).not.toContain('jane.doe@example.com');
    expect(envelope).not.toContain('1980-01-02');
  });
});
