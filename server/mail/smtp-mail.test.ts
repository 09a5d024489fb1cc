import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';

describe.each(DIALECTS)('sign-in mail through a real SMTP server on %s', (dialect) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeEach(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Merchant Onboarding <onboarding@portal.test>',
      PUBLIC_URL: 'https://portal.test',
    });
  });
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  it('mails a link that signs the merchant in', async () => {
    await new TestBrowser(t.app).signUp('owner@example.com');
    const browser = new TestBrowser(t.app);
    expect((await browser.checkEmail('owner@example.com')).json()).toMatchObject({
      userState: 'WAIT_FOR_EMAIL',
    });

    const mail = await sink.waitForMail('owner@example.com');
    expect(mail.content).toContain('Subject: Your sign-in link');
    expect(mail.content).toContain('From: Merchant Onboarding <onboarding@portal.test>');
    expect(mail.content).toContain('expires in 10 minutes and can be used once');
    expect(mail.content).toContain('text/html');
    const token = mail.content.match(
      /https:\/\/portal\.test\/app\/sign-in#token=([A-Za-z0-9_-]+)&ol_src=vel/,
    )?.[1];
    expect(token).toBeDefined();

    const signIn = await browser.post('/sign-in-link', { token });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ userState: 'POST_LEAD', email: 'owner@example.com' });
  });

  it('has no dev mailbox when a relay is configured', async () => {
    expect((await new TestBrowser(t.app).get('/dev/mailbox')).statusCode).toBe(404);
  });
});
