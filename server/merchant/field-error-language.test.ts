/**
 * A save's field errors in the merchant's language: the same code and field key in every
 * language, the message in French for a request naming fr-CA and in English for one naming no
 * language (the provider's codes and keys never change; only what the merchant reads does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../domain/merchant/merchant';
import { savePayload } from '../../domain/business-details/save-payload';
import { validMerchant } from '../../test/data/valid-merchant';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

/** A Canadian merchant whose business postal code is too short (doc 2 §5: 6 to 7 characters). */
function invalidMerchant(): Merchant {
  const merchant = validMerchant('CA');
  merchant.companyInformation.businessPostalCode = 'K1A';
  return merchant;
}

/** Saves the company information as complete, naming `language` in Accept-Language if given. */
async function saveCompany(browser: TestBrowser, language?: string) {
  const payload = savePayload(invalidMerchant());
  const response = await browser.request({
    method: 'POST',
    url: '/api/save',
    payload: {
      ...payload,
      formCompletionData: { ...payload.formCompletionData, companyInfoForm: true },
    },
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{
    validation_errors: Record<string, Record<string, { code: string; error: string }>>;
  }>().validation_errors;
}

describe.each(DIALECTS)('the language of a save’s field errors on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    ({ browser } = await signUpMerchant(t, raw, 'langue@example.com', 'CA'));
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('answers a request naming fr-CA in Canadian French, with the same code and key', async () => {
    expect(await saveCompany(browser, 'fr-CA')).toEqual({
      companyInformation: {
        businessPostalCode: {
          code: 'InvalidLength',
          error: 'Longueur minimale : 6, maximale : 7',
        },
      },
    });
  });

  it('answers a request naming no language in English, word for word', async () => {
    expect(await saveCompany(browser)).toEqual({
      companyInformation: {
        businessPostalCode: { code: 'InvalidLength', error: 'Min length 6, max length 7' },
      },
    });
  });

  it('reads the first of the portal’s languages a browser names', async () => {
    const errors = await saveCompany(browser, 'fr-CA,fr;q=0.9,en;q=0.8');
    expect(errors.companyInformation?.businessPostalCode?.error).toBe(
      'Longueur minimale : 6, maximale : 7',
    );
  });
});
