/**
 * With SENTRY_DSN set, an unexpected server error reaches Sentry through the real @sentry/node
 * client, scrubbed of personal data, with the release and the request's correlation id; an
 * ignored error (a timeout) does not. Sentry is stood in for by a loopback HTTP server.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { loadConfig } from '../app/config';
import { startSentryIngest, type SentryIngest } from '../testing/sentry-ingest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { appRelease } from './reporting-config';

describe('server errors sent to Sentry', () => {
  let ingest: SentryIngest;
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    ingest = await startSentryIngest();
    database = await createTestDatabase('sqlite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      CAPTCHA_COMPLEXITY: '1000',
      CLIENT_DIR: `${database.dataDir}/no-client-build`,
      SENTRY_DSN: ingest.dsn,
    });
    app = await buildApp(config);
    // A fault of the code, as a route would have one: the error handler and the Sentry client
    // that receive it are the portal's own.
    app.get('/api/test/fails-with-personal-data', async () => {
      throw Object.assign(new Error('Could not notify jane.doe@example.com'), {
        ssn: '123-45-6789',
      });
    });
    app.get('/api/test/times-out', async () => {
      throw new Error('Timeout of 10000ms exceeded');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ingest.close();
    await database.drop();
  });

  it('arrive scrubbed, with the release and the correlation id; timeouts are left out', async () => {
    const ignored = await app.inject({ method: 'GET', url: '/api/test/times-out' });
    expect(ignored.statusCode).toBe(500);
    const failed = await app.inject({
      method: 'GET',
      url: '/api/test/fails-with-personal-data?email=jane.doe@example.com',
      headers: { 'x-correlation-id': 'journey-sentry-1' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Something went wrong' });

    const [event] = await ingest.waitForEvents(1);
    expect(event).toMatchObject({
      release: appRelease(),
      environment: 'test',
      tags: {
        correlationId: 'journey-sentry-1',
        route: '/api/test/fails-with-personal-data',
        method: 'GET',
      },
      exception: { values: [{ type: 'Error', value: 'Could not notify j***@example.com' }] },
    });
    const sent = ingest.received.map((envelope) => envelope.raw).join('\n');
    expect(sent).not.toContain('jane.doe@example.com');
    expect(sent).not.toContain('123-45-6789');
    // The client is flushed on close: had the timeout been sent, it would be here by then.
    await app.close();
    expect(ingest.events()).toHaveLength(1);
  });
});
