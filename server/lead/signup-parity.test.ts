/**
 * The server refuses what the browser refuses, with the same message: the lead form's check is
 * `leadSchema` read by `parseWithSchema`, and POST /signup validates the body with the same schema
 * (domain/schemas). Each case is sent to both and the messages are compared.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../domain/countries/country-code';
import type { Lead } from '../../domain/lead/lead';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { leadSchema } from '../../domain/schemas/section-schemas';
import { parseWithSchema } from '../../domain/schemas/parse-section';
import { validMerchant } from '../../test/data/valid-merchant';
import { sayIn } from '../i18n/say';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const EMAIL = 'parity@example.com';

const cases: Array<{ name: string; country: CountryCode; change: Partial<Lead> }> = [
  { name: 'an NZ phone number too short', country: 'NZ', change: { phone: '+64 21 12' } },
  {
    name: 'a website with a {host} host',
    country: 'US',
    change: { website: 'http://{host}/shop' },
  },
  { name: 'an industry outside the pick list', country: 'AU', change: { industry: 'Alchemy' } },
  { name: 'no store name', country: 'CA', change: { storeName: '   ' } },
  {
    name: 'in-store sales without contactless payment',
    country: 'UK',
    change: { salesChannel: 'In-store Only', contactlessPayment: 'No' },
  },
  {
    name: 'a number of stores that is not a number',
    country: 'AU',
    change: { numOfStores: 'five' },
  },
];

/**
 * The browser's messages: the lead schema's error per field, said in English as the form shows
 * it to a merchant reading English (the server answers in English without Accept-Language).
 */
function browserMessages(lead: Lead): Record<string, string> {
  const { errors } = parseWithSchema('lead', leadSchema(), lead);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, sayIn('en', error.error)]),
  );
}

describe.each(DIALECTS)('lead validation parity on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it.each(cases)('$name: the same fields and messages in both', async ({ country, change }) => {
    const lead: Lead = { ...validMerchant(country).lead, email: EMAIL, ...change };
    const expected = browserMessages(lead);
    expect(Object.keys(expected).length).toBeGreaterThan(0);

    const browser = new TestBrowser(t.app);
    await browser.checkEmail(EMAIL);
    const response = await browser.post('/signup', {
      data: leadPayload(lead, trackingOfVisit('')).data,
    });
    expect(response.statusCode).toBe(400);
    const { validation_errors } = response.json<{
      validation_errors: { lead: Record<string, { error: string }> };
    }>();
    const server = Object.fromEntries(
      Object.entries(validation_errors.lead).map(([field, e]) => [field, e.error]),
    );
    expect(server).toEqual(expected);
  });

  it('a lead the browser accepts is accepted by the server', async () => {
    const lead: Lead = { ...validMerchant('NZ').lead, email: EMAIL };
    expect(await browserMessages(lead)).toEqual({});
    const browser = new TestBrowser(t.app);
    await browser.checkEmail(EMAIL);
    const response = await browser.post('/signup', {
      data: leadPayload(lead, trackingOfVisit('')).data,
    });
    expect(response.statusCode).toBe(200);
  });
});
