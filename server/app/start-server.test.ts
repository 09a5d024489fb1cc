import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-database';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** POSTs JSON over real HTTP; returns the response and the session cookie it set, if any. */
async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { response, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

/** Solves the captcha like the widget and returns the session cookie. */
async function passCaptcha(serverUrl: string): Promise<string | undefined> {
  const challenge = (await (await fetch(`${serverUrl}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { response, cookie } = await post(`${serverUrl}/check-captcha-token`, { token });
  expect(response.status).toBe(200);
  return cookie;
}

describe.each(DIALECTS)('startServer on %s (what the end-to-end tests use)', (dialect) => {
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  it('listens on 127.0.0.1 at a free port and mails sign-in links that point at itself', async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase(dialect);
    server = await startServer({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      smtpUrl: sink.url,
      port: 0,
      env: { CAPTCHA_COMPLEXITY: '1000' },
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const email = 'e2e@example.com';

    let cookie = await passCaptcha(server.url);
    ({ cookie } = await post(`${server.url}/check-email`, { email }, cookie));
    const signup = await post(
      `${server.url}/signup`,
      leadPayload({ ...validMerchant('US').lead, email }, trackingOfVisit('')),
      cookie,
    );
    expect(signup.response.status).toBe(200);

    const check = await post(`${server.url}/check-email`, { email }, await passCaptcha(server.url));
    expect(await check.response.json()).toMatchObject({ userState: 'WAIT_FOR_EMAIL' });
    const mail = await sink.waitForMail(email);
    expect(mail.content).toContain(`${server.url}/app/sign-in#token=`);
  });
});
