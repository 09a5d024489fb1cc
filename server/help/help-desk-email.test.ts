/**
 * POST /send-merchant-admin-help-desk-email (doc 2 §7): the Contact Us request reaches the
 * support inbox as a real e-mail through an SMTP server, screenshot attached; bad input is a 4xx.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf, testMerchant, type TestMerchant } from '../testing/back-office-kit';
import { multipart } from '../testing/merchant-test-kit';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { sayIn } from '../i18n/say';
import {
  HELP_DESK_INVALID,
  HELP_DESK_SENT,
  SCREENSHOT_NOT_IMAGE,
  SCREENSHOT_TOO_LARGE,
} from './help-desk-routes';

const en = (text: Parameters<typeof sayIn>[1]) => sayIn('en', text);

const SUPPORT = 'support@provider.example';
const URL = '/send-merchant-admin-help-desk-email';
const FIELDS = {
  contentBody: 'My bank details need changing.\nCan you help?',
  email: 'Owner@Shop.example',
  currentPage: 'status page',
  country: 'AU',
  storeName: 'Acme',
};

describe.each(DIALECTS)('help desk e-mail on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  let shop: TestMerchant;
  let png: Buffer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { SMTP_URL: sink.url, SUPPORT_EMAIL: SUPPORT });
    const { repos } = await databaseOf(t);
    shop = await testMerchant(t, repos, 'shop@example.com');
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const send = (fields: Record<string, string>, files = {}, language?: string) => {
    const body = multipart(fields, files);
    const headers = language ? { ...body.headers, 'accept-language': language } : body.headers;
    return shop.browser.request({ method: 'POST', url: URL, ...body, headers });
  };

  it('mails the request with its screenshot to SUPPORT_EMAIL and answers {message}', async () => {
    const before = sink.received.length;
    const response = await send(FIELDS, {
      file: { name: 'screen.png', bytes: png, type: 'image/png' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Thank you. Our Merchant Support team will reply within 2-3 business days.',
    });
    expect(en(HELP_DESK_SENT)).toBe(response.json().message);
    const mail = await sink.waitForMail(SUPPORT, 5000, before);
    expect(mail.content).toContain('Subject: Merchant support request: Acme');
    expect(mail.content).toMatch(/Reply-To: owner@shop\.example/i);
    for (const line of [
      'Contact e-mail: owner@shop.example',
      'Account e-mail: shop@example.com',
      'Store name: Acme',
      'Country: AU',
      'Page: status page',
      'Screenshot: attached',
      'My bank details need changing.',
    ]) {
      expect(mail.content).toContain(line);
    }
    expect(mail.content).toMatch(/Content-Type: image\/png; name=screenshot\.png/);
    expect(mail.content).toContain(png.toString('base64').slice(0, 60));
  });

  it('sends without a screenshot; country and store name are optional', async () => {
    const before = sink.received.length;
    const { contentBody, email } = FIELDS;
    const response = await send({ contentBody, email, currentPage: 'onboarding page' });
    expect(response.statusCode).toBe(200);
    const mail = await sink.waitForMail(SUPPORT, 5000, before);
    expect(mail.content).toContain('Screenshot: none');
    expect(mail.content).toContain('Subject: Merchant support request: owner@shop.example');
  });

  it.each([
    [
      'a PDF named .png',
      {
        name: 'screen.png',
        bytes: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'),
        type: 'image/png',
      },
      en(SCREENSHOT_NOT_IMAGE),
      400,
    ],
    [
      'text named .jpg',
      { name: 'screen.jpg', bytes: Buffer.from('just some text'), type: 'image/jpeg' },
      en(SCREENSHOT_NOT_IMAGE),
      400,
    ],
    [
      'an image over 5MB',
      { name: 'big.png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png' },
      en(SCREENSHOT_TOO_LARGE),
      413,
    ],
  ])('refuses %s as the screenshot and sends nothing', async (_name, file, message, status) => {
    const before = sink.received.length;
    const bytes = file.name === 'big.png' ? Buffer.concat([png, file.bytes]) : file.bytes;
    const response = await send(FIELDS, { file: { ...file, bytes } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message, message, field: 'screenshot' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received.length).toBe(before);
  });

  it.each([
    ['no request text', { ...FIELDS, contentBody: '   ' }, en(HELP_DESK_INVALID), {}],
    [
      'no e-mail',
      { ...FIELDS, email: '' },
      'Please enter a valid email address',
      { field: 'email' },
    ],
    [
      'a bad e-mail',
      { ...FIELDS, email: 'not-an-email' },
      'Please enter a valid email address',
      { field: 'email' },
    ],
    ['no page', { ...FIELDS, currentPage: '' }, en(HELP_DESK_INVALID), {}],
    [
      'a request text over 5000 characters',
      { ...FIELDS, contentBody: 'x'.repeat(5001) },
      'Please give your e-mail address and describe your request.',
      {},
    ],
  ])('refuses %s with 400', async (_name, fields, message, field) => {
    const response = await send(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, ...field });
  });

  it('answers in the Canadian French the browser names', async () => {
    const refused = await send({ ...FIELDS, email: 'not-an-email' }, {}, 'fr-CA');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Veuillez entrer une adresse courriel valide',
      field: 'email',
    });
    const sent = await send(FIELDS, {}, 'fr-CA');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message:
        'Merci. Notre équipe de soutien aux commerçants vous répondra d’ici 2 à 3 jours ouvrables.',
    });
  });

  it('refuses a JSON body: the call is multipart', async () => {
    const response = await shop.browser.post(URL, FIELDS);
    expect(response.statusCode).toBe(400);
  });
});
