/**
 * POST /api/update-bank-info (doc 2 §7, §4 "Bank"): the manual bank form, primary or secondary by
 * bankLabel, checked with the bank schemas; bankForm once the primary passes and the secondary is
 * skipped or passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../domain/countries/country-code';
import { emptySecondaryBank } from '../../domain/bank/bank';
import { primaryBankPayload, secondaryBankPayload } from '../../domain/bank/bank-payload';
import { ACCOUNT_NAME_LEGAL_ENTITY_MESSAGE } from '../../domain/bank/bank-checks';
import { sayIn } from '../i18n/say';
import { validMerchant } from '../../test/data/valid-merchant';
import { ACCOUNT_MISMATCH_MESSAGE } from '../../domain/validators/account-confirmation';
import {
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';

describe.each(DIALECTS)('POST /api/update-bank-info on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  /** A merchant of `country` whose business forms are saved. */
  const ready = async (country: CountryCode) => {
    const merchant = validMerchant(country);
    const signedUp = await signUpMerchant(t, raw, `bank${++n}@example.com`, country);
    await signedUp.browser.post('/api/save', saveBody(merchant));
    return { ...signedUp, merchant };
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it.each(COUNTRY_CODES)('%s: a valid primary bank completes the bank form', async (country) => {
    const { browser, merchant } = await ready(country);
    const response = await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, country, {
        setBankFormComplete: true,
        bankVerificationSource: 'MANUAL',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.bankForm).toBe(true);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.primaryBank.verificationSource).toBe('MANUAL');
    expect(restored.primaryBank.bankAccountName).toBe(merchant.primaryBank.bankAccountName);
  });

  it('keeps a primary with errors as a draft and answers the bank messages', async () => {
    const { browser, merchant } = await ready('NZ');
    const bank = { ...merchant.primaryBank, account: '12-3456', confirmAccount: '99-9999' };
    const response = await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(bank, 'NZ', { setBankFormComplete: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.primaryBank).toMatchObject({
      account: {
        error:
          'NZ bank account number must only contain numbers and match formats ##-####-#######-## or ##-####-#######-###',
      },
      confirmAccount: { code: 'FieldMismatch', error: sayIn('en', ACCOUNT_MISMATCH_MESSAGE) },
    });
    expect(response.json().errorId).toBe(response.headers['x-correlation-id']);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.formCompletedState.bankForm).toBe(false);
    expect(restored.primaryBank.signatoryName).toBe('Jane Doe');
  });

  it('checks the account name against the legal business name', async () => {
    const { browser, merchant } = await ready('UK');
    const bank = { ...merchant.primaryBank, bankAccountName: 'Someone Else Ltd' };
    const response = await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(bank, 'UK', { setBankFormComplete: false }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.primaryBank.bankAccountName.error).toBe(
      sayIn('en', ACCOUNT_NAME_LEGAL_ENTITY_MESSAGE),
    );
  });

  it('reads the secondary bank from the unsuffixed names and errors under the suffixed ones', async () => {
    const { browser, merchant } = await ready('AU');
    await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, 'AU', { setBankFormComplete: false }),
    );
    const secondary = {
      ...emptySecondaryBank(),
      bankAccountName: merchant.primaryBank.bankAccountName,
      bsb2: '062-000',
      account2: '87654321',
      confirmAccount2: '87654320',
      bankAccountName2: merchant.primaryBank.bankAccountName,
    };
    const bad = await browser.post(
      '/api/update-bank-info',
      secondaryBankPayload(secondary, { setBankFormComplete: true }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors.secondaryBank).toEqual({
      confirmAccount2: { code: 'FieldMismatch', error: sayIn('en', ACCOUNT_MISMATCH_MESSAGE) },
    });
    const good = await browser.post(
      '/api/update-bank-info',
      secondaryBankPayload(
        { ...secondary, confirmAccount2: '87654321' },
        { setBankFormComplete: true },
      ),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().formCompletedState.bankForm).toBe(true);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.secondaryBank).toMatchObject({ bsb2: '••••000', account2: '••••4321' });
    expect(restored.primaryBank.account).toBe('••••5678');
  });

  it('lets the secondary bank be skipped: an empty secondary completes the form', async () => {
    const { browser, merchant } = await ready('US');
    await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, 'US', { setBankFormComplete: false }),
    );
    const response = await browser.post(
      '/api/update-bank-info',
      secondaryBankPayload(emptySecondaryBank(), { setBankFormComplete: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().formCompletedState.bankForm).toBe(true);
  });

  it('does not complete the form from the secondary while the primary fails', async () => {
    const { browser } = await ready('US');
    const response = await browser.post(
      '/api/update-bank-info',
      secondaryBankPayload(emptySecondaryBank(), { setBankFormComplete: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.primaryBank.routing).toMatchObject({
      code: 'Required',
    });
  });

  it('ignores the Canadian routing number sent alongside: transit and institution are kept', async () => {
    const { browser, merchant } = await ready('CA');
    const payload = primaryBankPayload(merchant.primaryBank, 'CA', { setBankFormComplete: true });
    expect(payload.canadaRoutingNumber).toBeDefined();
    expect((await browser.post('/api/update-bank-info', payload)).statusCode).toBe(200);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.primaryBank).not.toHaveProperty('canadaRoutingNumber');
    expect(restored.primaryBank.canadaRoutingTransitIdNumber).toBe('••••5');
    expect(restored.primaryBank.canadaRoutingInstitutionIdNumber).toBe('•••');
  });
});
