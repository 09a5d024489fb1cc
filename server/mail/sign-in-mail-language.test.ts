/**
 * The sign-in e-mail is written in the language of the page that asked for it: the portal's
 * client names it in Accept-Language; English when it names none of the portal's languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('the sign-in e-mail’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await new TestBrowser(t.app).signUp('boutique@example.ca');
    await new TestBrowser(t.app).signUp('shop@example.com');
  });
  afterAll(() => t.close());

  const askForLink = async (email: string, headers: Record<string, string>) => {
    const browser = new TestBrowser(t.app);
    await browser.passCaptcha();
    const response = await browser.request({
      method: 'POST',
      url: '/check-email',
      payload: { email },
      headers,
    });
    expect(response.json().userState).toBe('WAIT_FOR_EMAIL');
    const page = (await browser.get('/dev/mailbox')).body;
    return page.split('<li>').find((part) => part.includes(`to ${email}`)) ?? '';
  };

  it('is in French for a page in fr-CA', async () => {
    const mail = await askForLink('boutique@example.ca', { 'accept-language': 'fr-CA' });
    expect(mail).toContain('Votre lien de connexion');
    expect(mail).toContain('Utilisez ce lien pour vous connecter');
    expect(mail).not.toContain('Your sign-in link');
  });

  it('is in English otherwise, word for word', async () => {
    const mail = await askForLink('shop@example.com', { 'accept-language': 'de-DE' });
    expect(mail).toContain('Your sign-in link');
    expect(mail).toContain('Use this link to sign in and continue your merchant application:');
  });
});
