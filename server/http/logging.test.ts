/**
 * Logs never carry bodies, cookies, tokens or whole e-mail addresses, not even the dev mailbox's:
 * a sign-in link in a log signs in as the merchant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { SESSION_COOKIE } from '../session/session-service';

describe.each(DIALECTS)('log lines on %s', (dialect) => {
  const lines: string[] = [];
  const logStream = { write: (line: string) => void lines.push(line) };
  let t: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    lines.length = 0;
    await t?.close();
    await sink?.close();
  });

  it('hold the correlation id but no secret or address during a whole sign-in', async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { LOG_LEVEL: 'trace', SMTP_URL: sink.url }, { logStream });
    const email = 'private.person@example.com';
    await new TestBrowser(t.app).signUp(email);
    const browser = new TestBrowser(t.app);
    await browser.checkEmail(email);
    const token = (await sink.waitForMail(email)).content.match(/#token=([A-Za-z0-9_-]+)/)![1]!;
    const signIn = await browser.request({
      method: 'POST',
      url: '/sign-in-link',
      payload: { token },
      headers: { 'x-correlation-id': 'journey-1', authorization: 'Bearer secret-value' },
    });
    expect(signIn.statusCode).toBe(200);
    await browser.get(`/app/?email=${encodeURIComponent(email)}`);
    const sessionId = browser.cookies.get(SESSION_COOKIE)!;

    const log = lines.join('');
    expect(log).toContain('"correlationId":"journey-1"');
    for (const secret of [email, token, sessionId, 'secret-value', encodeURIComponent(email)]) {
      expect(log).not.toContain(secret);
    }
  });

  it('say a mail is in the dev mailbox with the recipient masked and never its link', async () => {
    t = await createTestApp(dialect, { LOG_LEVEL: 'trace' }, { logStream });
    await new TestBrowser(t.app).signUp('dev.person@example.com');
    const browser = new TestBrowser(t.app);
    await browser.checkEmail('dev.person@example.com');
    const token = await browser.latestSignInToken('dev.person@example.com');
    const line = lines.find((l) => l.includes('mail kept in the dev mailbox'));
    expect(line).toContain('"to":"d***@example.com"');
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toMatch(/#token=/);
    expect(lines.join('')).not.toContain('dev.person@example.com');
  });

  it('warn at start when the Secure session cookie cannot work (plain http, not localhost)', async () => {
    t = await createTestApp(
      dialect,
      { LOG_LEVEL: 'warn', PUBLIC_URL: 'http://portal.example' },
      { logStream },
    );
    expect(lines.join('')).toContain('serve the portal over HTTPS');
  });

  it('do not warn about the cookie on localhost', async () => {
    t = await createTestApp(
      dialect,
      { LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1:3000' },
      { logStream },
    );
    expect(lines.join('')).not.toContain('serve the portal over HTTPS');
  });
});
