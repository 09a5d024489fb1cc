/**
 * POST /api/in-store-fields (domain/api/in-store-fields-api.ts, decision 0093) on both databases:
 * the in-store answers are kept in the store details when the store details schema passes them,
 * selfServeInStore follows them (doc 2 §4), and bad bodies, online-only stores and strangers get
 * a clear 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IN_STORE_BODY_ERROR,
  IN_STORE_FIELDS_PATH,
  NOT_IN_STORE_ERROR,
} from '../../domain/api/in-store-fields-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { IN_STORE_FIELDS_INVALID } from './in-store-fields-routes';
import { sayIn } from '../i18n/say';

describe.each(DIALECTS)('POST /api/in-store-fields on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const inStoreMerchant = (country: 'AU' | 'US' | 'NZ' = 'AU') =>
    signUpMerchant(
      t,
      raw,
      `instore${++n}@example.com`,
      country,
      validMerchant(country, { salesChannel: 'In-store Only' }),
    );
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('keeps the in-store answers and answers selfServeInStore', async () => {
    const { browser } = await inStoreMerchant('AU');
    const single = await browser.post(IN_STORE_FIELDS_PATH, {
      data: { contactlessPayment: 'Yes', multiTerminal: 'No', numOfStores: 3 },
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({
      inStoreFields: { contactlessPayment: 'Yes', multiTerminal: 'No', numOfStores: '3' },
      selfServeInStore: true,
    });
    const restored = (await browser.get('/api/restore')).json().storeDetails;
    expect(restored).toMatchObject({ multiTerminal: 'No', numOfStores: '3' });

    // doc 2 §4: several terminals mean no self-serve activation.
    const multi = await browser.post(IN_STORE_FIELDS_PATH, { data: { multiTerminal: 'Yes' } });
    expect(multi.json()).toMatchObject({ selfServeInStore: false });
    expect((await browser.get('/api/restore')).json().storeDetails.multiTerminal).toBe('Yes');
  });

  it('NZ has no self-serve activation whatever the answers (doc 2 §9)', async () => {
    const { browser } = await inStoreMerchant('NZ');
    const answer = await browser.post(IN_STORE_FIELDS_PATH, { data: { multiTerminal: 'No' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().selfServeInStore).toBe(false);
  });

  it('refuses answers the store details schema refuses, and keeps nothing of them', async () => {
    const { browser } = await inStoreMerchant('AU');
    const answer = await browser.post(IN_STORE_FIELDS_PATH, {
      data: { multiTerminal: 'Maybe', contactlessPayment: 'No' },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.error).toBe(sayIn('en', IN_STORE_FIELDS_INVALID));
    expect(body.validation_errors.storeDetails.multiTerminal).toEqual({
      code: 'InvalidFormat',
      error: 'Field has invalid value',
    });
    // doc 2 §5: in store without contactless payment fails on the channel's rule.
    expect(Object.keys(body.validation_errors.storeDetails)).not.toContain('storeName');
    expect((await browser.get('/api/restore')).json().storeDetails.multiTerminal).not.toBe('Maybe');
  });

  it('answers an online-only store that in-store details do not apply', async () => {
    const { browser } = await signUpMerchant(
      t,
      raw,
      `instore${++n}@example.com`,
      'AU',
      validMerchant('AU', { salesChannel: 'Online Only' }),
    );
    const answer = await browser.post(IN_STORE_FIELDS_PATH, { data: { multiTerminal: 'No' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: sayIn('en', NOT_IN_STORE_ERROR) });
  });

  it.each<[string, unknown]>([
    ['no data', {}],
    ['empty data', { data: {} }],
    ['a field that is not in-store', { data: { storeName: 'Other' } }],
    ['a nested value', { data: { multiTerminal: { $ne: 'x' } } }],
    ['a list', [1, 2]],
  ])('refuses %s with a clear message', async (_case, body) => {
    const { browser } = await inStoreMerchant('AU');
    const answer = await browser.post(IN_STORE_FIELDS_PATH, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: IN_STORE_BODY_ERROR });
  });

  it('needs a signed-in merchant', async () => {
    const answer = await new TestBrowser(t.app).post(IN_STORE_FIELDS_PATH, {
      data: { multiTerminal: 'No' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
