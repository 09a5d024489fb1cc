import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('GET /dev/mailbox on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('lists the kept mails newest first, with their links clickable', async () => {
    t = await createTestApp(dialect);
    const browser = new TestBrowser(t.app);
    await browser.signUp('first@example.com');
    await new TestBrowser(t.app).checkEmail('first@example.com');
    const page = await browser.get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<strong>Your sign-in link</strong> to first@example.com');
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/app\/sign-in#token=[A-Za-z0-9_-]+&amp;ol_src=vel">/,
    );
  });

  it('says so when there is no mail yet', async () => {
    t = await createTestApp(dialect);
    expect((await t.app.inject({ url: '/dev/mailbox' })).body).toContain('No mail yet.');
  });

  it('does not exist in production', async () => {
    t = await createTestApp(dialect, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('answers only to loopback callers that no proxy forwarded', async () => {
    t = await createTestApp(dialect);
    await new TestBrowser(t.app).signUp('first@example.com');
    const remote = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('first@example.com');
    const forwarded = await t.app.inject({
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
    const ipv6 = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('is not served through a proxy that says whom it forwards (Forwarded)', async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    const viaProxy = await t.app.inject({
      url: '/dev/mailbox',
      headers: { forwarded: 'for=203.0.113.7' },
    });
    expect(viaProxy.statusCode).toBe(404);
  });
});
