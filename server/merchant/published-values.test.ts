/**
 * Real published values per country are accepted by the API, and the known invalid ones are
 * refused with doc 2's message under the field the forms read (domain/schemas/published-values
 * holds the values and their sources; the schemas test sends the same table through the schemas).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import {
  errorKeyOf,
  KNOWN_INVALID,
  merchantWithValue,
  PUBLISHED_VALUES,
  type PublishedValue,
} from '../../test/data/published-values';
import {
  BUSINESS_FORMS,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('published values through the API on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  /** Sends the valid merchant with `value` in place by the call that takes its section. */
  async function send(value: Omit<PublishedValue, 'source'>) {
    const { browser } = await signUpMerchant(t, raw, `pub${++n}@example.com`, value.country);
    const merchant = merchantWithValue(value);
    switch (value.section) {
      case 'primaryBank':
        return browser.post(
          '/api/update-bank-info',
          primaryBankPayload(merchant.primaryBank, value.country, { setBankFormComplete: true }),
        );
      case 'customerSupport':
        return browser.post(
          '/api/update-customer-service-info',
          customerSupportPayload(merchant.customerSupport),
        );
      default:
        return browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
    }
  }

  it.each(PUBLISHED_VALUES)('accepts $country $field $value ($source)', async (value) => {
    const response = await send(value);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('keeps an identifier typed with spaces in the form its rule names (decision 0110)', async () => {
    const value = {
      country: 'AU',
      section: 'companyInformation',
      field: 'abn',
      value: '51 824 753 556',
    } as const;
    const { browser } = await signUpMerchant(t, raw, `spaced${++n}@example.com`, value.country);
    const saved = await browser.post(
      '/api/save',
      saveBody(merchantWithValue(value), BUSINESS_FORMS),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const restored = await browser.get('/api/restore');
    expect(restored.json().companyInformation.abn).toBe('51824753556');
  });

  it.each(KNOWN_INVALID)('refuses $country $field $value: $message', async (value) => {
    const response = await send(value);
    expect(response.statusCode).toBe(400);
    const { section, key } = errorKeyOf(value);
    expect(response.json().validation_errors[section][key].error).toBe(value.message);
  });
});
