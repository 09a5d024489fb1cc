/**
 * POST /api/client-errors: a browser's report is scrubbed and written to the server log with its
 * correlation id and the release; ignored reports are dropped; hostile bodies get a 4xx, never a
 * 500. GET /api/client-config tells the browser the release and the Sentry DSN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_CONFIG_PATH,
  CLIENT_ERROR_BODY_ERROR,
  CLIENT_ERRORS_PATH,
} from '../../domain/api/client-errors-api';
import { REDACTED } from '../../machines/reporting/pii-sanitiser';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CLIENT_ERROR_LOG_MESSAGE, CLIENT_ERRORS_RATE_LIMIT } from './client-errors-route';
import { appRelease } from './reporting-config';

const ORIGIN = 'http://localhost:3000';

describe('the browser error intake', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: CLIENT_ERRORS_PATH,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      // Each case from an address of its own, so the rate limit is met only where it is tested.
      remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
    });
  const reportLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === CLIENT_ERROR_LOG_MESSAGE);

  it('logs a report scrubbed, under its correlation id, with the release; answers 204', async () => {
    const response = await send({
      message: 'Cannot read the status of jane.doe@example.com',
      name: 'TypeError',
      stack: 'TypeError: Cannot read…\n    at https://portal.example/app/assets/status.js:1:2',
      url: 'https://portal.example/app/status?email=jane.doe@example.com',
      correlationId: 'browser-report-1',
      context: { call: '/api/status', status: 500, ssn: '123-45-6789', owner: { dob: '1980' } },
      at: 1_700_000_000_000,
    });
    expect(response.statusCode).toBe(204);
    const [line, ...more] = reportLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      correlationId: 'browser-report-1',
      release: appRelease(),
      clientError: {
        message: 'Cannot read the status of j***@example.com',
        name: 'TypeError',
        url: 'https://portal.example/app/status',
        context: { call: '/api/status', status: 500, ssn: REDACTED, owner: { dob: REDACTED } },
      },
    });
    const all = lines.join('');
    expect(all).not.toContain('jane.doe@example.com');
    expect(all).not.toContain('123-45-6789');
  });

  it.each([
    ['a timeout', { message: 'Timeout of 30000ms exceeded' }],
    ['a timeout by name', { message: 'signal timed out', name: 'TimeoutError' }],
    [
      'an error from a browser extension',
      { message: 'boom', stack: 'Error: boom\n    at chrome-extension://abcdef/content.js:1:1' },
    ],
    ['an error in an extension page', { message: 'x', url: 'moz-extension://abc/page.html' }],
  ])('accepts and drops %s (doc 2 §8)', async (_what, report) => {
    const before = reportLines().length;
    expect((await send(report)).statusCode).toBe(204);
    expect(reportLines()).toHaveLength(before);
  });

  it.each([
    ['a message that is not text', { message: 5 }],
    ['no message', { name: 'Error' }],
    ['an empty message', { message: '' }],
    ['a field it does not know', { message: 'x', password: 'secret' }],
    ['a list', [{ message: 'x' }]],
    ['a message longer than 2000 characters', { message: 'x'.repeat(2001) }],
    ['a correlation id that could forge a log field', { message: 'x', correlationId: 'a"b' }],
    ['a context that is a list', { message: 'x', context: ['a'] }],
    [
      'more than 20 context entries',
      { message: 'x', context: Object.fromEntries([...Array(21).keys()].map((i) => [`k${i}`, i])) },
    ],
    ['a time that is not a number', { message: 'x', at: 'now' }],
  ])('refuses %s with 400 and a clear message', async (_what, body) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CLIENT_ERROR_BODY_ERROR });
  });

  it('refuses a body that is not JSON, or too large, with a 4xx before reading it', async () => {
    const notJson = await send('{"message": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('The request body is not valid JSON.');
    const huge = await send({ message: 'x', stack: 'y'.repeat(64 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('The request body is too large.');
    const text = await send('boom', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: CLIENT_ERROR_BODY_ERROR });
  });

  it('refuses a report from another site', async () => {
    const response = await send({ message: 'x' }, { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
  });

  it('limits the reports of one address', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: CLIENT_ERRORS_PATH,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: JSON.stringify({ message: `report ${n}` }),
        remoteAddress: '192.0.2.77',
      });
    for (let n = 0; n < CLIENT_ERRORS_RATE_LIMIT.max; n++) {
      expect((await from(n)).statusCode).toBe(204);
    }
    const over = await from(CLIENT_ERRORS_RATE_LIMIT.max);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/Too many attempts/);
  });

  it('tells the browser the release, and that no Sentry is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: CLIENT_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ release: appRelease(), sentryDsn: null });
  });
});

describe('the browser reporting settings with a Sentry DSN', () => {
  it('give the DSN to the browser and let the page reach its host (CSP connect-src)', async () => {
    const dsn = 'https://publickey@o1.ingest.sentry.example/42';
    const t = await createTestApp('sqlite', { SENTRY_DSN: dsn });
    try {
      const response = await t.app.inject({ method: 'GET', url: CLIENT_CONFIG_PATH });
      expect(response.json()).toEqual({ release: appRelease(), sentryDsn: dsn });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.sentry\.example/);
    } finally {
      await t.close();
    }
  });
});
