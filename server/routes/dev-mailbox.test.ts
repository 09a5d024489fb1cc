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
    t = await createTestApp(dialect, { NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
