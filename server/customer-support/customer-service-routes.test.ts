/** POST /api/update-customer-service-info (doc 2 §7): the three required fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../domain/countries/country-code';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import { validMerchant } from '../../test/data/valid-merchant';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('POST /api/update-customer-service-info on %s', (dialect) => {
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

  it.each(COUNTRY_CODES)('%s: valid details set customerServiceForm', async (country) => {
    const { browser } = await signUpMerchant(t, raw, `cs${++n}@example.com`, country);
    const support = validMerchant(country).customerSupport;
    const response = await browser.post(
      '/api/update-customer-service-info',
      customerSupportPayload(support),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.customerServiceForm).toBe(true);
    expect((await browser.get('/api/restore')).json().customerSupport).toEqual(support);
  });

  it('answers the three required fields and keeps what was typed', async () => {
    const { browser } = await signUpMerchant(t, raw, `cs${++n}@example.com`, 'AU');
    const response = await browser.post('/api/update-customer-service-info', {
      customerSupportEmail: 'not-an-email',
      customerSupportPhone: '',
      customerSupportWebsite: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.customerSupport).toEqual({
      customerSupportEmail: { code: 'InvalidEmail', error: 'Must be a valid email' },
      customerSupportPhone: { code: 'Required', error: 'Value Required' },
      customerSupportWebsite: { code: 'Required', error: 'Value Required' },
    });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.customerSupport.customerSupportEmail).toBe('not-an-email');
    expect(restored.formCompletedState.customerServiceForm).toBe(false);
  });
});
