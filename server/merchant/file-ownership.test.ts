/**
 * Upload fields of a save name only the merchant's own files, and an owner list over the limit is
 * refused with a message that names the limit (doc 2 §4 "Owners: maximum 5").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import {
  OWNER_LIMIT_MESSAGE,
  SINGLE_OWNER_MESSAGE,
} from '../../domain/business-details/owners.schema';
import { validMerchant } from '../../test/data/valid-merchant';
import { NOT_YOUR_FILE_MESSAGE } from './file-ownership';
import {
  multipart,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { sayIn } from '../i18n/say';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(DIALECTS)('file ownership and the owner limit on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const signUp = (country: 'AU' | 'NZ' | 'US' | 'UK' = 'NZ') =>
    signUpMerchant(t, raw, `files${++n}@example.com`, country);
  const upload = async (browser: TestBrowser, field: string): Promise<string> => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/upload-file',
      ...multipart({ field }, { file: { name: `${field}.pdf`, bytes: PDF } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().url as string;
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it.each([
    ['owners', 'govId', 'bo_0_govId'],
    ['owners', 'govIdBackside', 'bo_0_govIdBackside'],
    ['owners', 'certifiedGovIdPrimary', 'bo_0_certifiedGovIdPrimary'],
    ['owners', 'certifiedGovIdSecondary', 'bo_0_certifiedGovIdSecondary'],
    ['companyInformation', 'trustDeed', 'trustDeed'],
    ['companyInformation', 'partnershipAgreement', 'partnershipAgreement'],
    ['companyInformation', 'proofOfInsurance', 'proofOfInsurance'],
  ] as const)(
    "another merchant's file in %s.%s is refused and not kept",
    async (section, field, key) => {
      const other = await signUp();
      const theirs = await upload(other.browser, field);
      const { browser } = await signUp();
      const mine = await upload(browser, field);
      const merchant = validMerchant('NZ');
      const body = saveBody(merchant);
      const data = body.saveData.data as unknown as Record<string, unknown>;
      const withFile = (path: string): Record<string, unknown> =>
        section === 'owners'
          ? { ...data, owners: [{ ...(data.owners as object[])[0], [field]: path }] }
          : {
              ...data,
              companyInformation: { ...(data.companyInformation as object), [field]: path },
            };

      const own = await browser.post('/api/save', { ...body, saveData: { data: withFile(mine) } });
      expect(own.statusCode, own.body).toBe(200);

      const response = await browser.post('/api/save', {
        ...body,
        saveData: { data: withFile(theirs) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().validation_errors[section][key]).toEqual({
        code: 'InvalidFormat',
        error: sayIn('en', NOT_YOUR_FILE_MESSAGE),
      });
      const restored = (await browser.get('/api/restore')).json();
      const kept = section === 'owners' ? restored.owners[0][field] : restored[section][field];
      expect(kept).toBe(mine);
    },
  );

  it("another merchant's direct debit agreement is refused", async () => {
    const other = await signUp();
    const theirs = await upload(other.browser, 'directDebitAgreement');
    const { browser } = await signUp();
    const bank = {
      ...validMerchant('NZ').primaryBank,
      signatoryType: 'Multiple Signatories',
      directDebitAgreement: theirs,
    };
    const response = await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(bank, 'NZ', { setBankFormComplete: false }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.primaryBank.directDebitAgreement.error).toBe(
      sayIn('en', NOT_YOUR_FILE_MESSAGE),
    );
    expect((await browser.get('/api/restore')).json().primaryBank.directDebitAgreement).toBe('');
  });

  it('six owners on a first save: the limit of five, not the fields of owner 1', async () => {
    const { browser } = await signUp('US');
    const body = saveBody(validMerchant('US', { owners: 5 }), { businessOwnerForm: true });
    const data = body.saveData.data as unknown as Record<string, unknown>;
    const owners = [...(data.owners as object[])];
    owners.push({ ...owners[0] });
    const response = await browser.post('/api/save', {
      ...body,
      saveData: { data: { ...data, owners } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.owners).toEqual({
      owners: { code: 'InvalidLength', error: sayIn('en', OWNER_LIMIT_MESSAGE) },
    });
    expect(sayIn('en', OWNER_LIMIT_MESSAGE)).toContain('at most 5 owners');
  });

  it('two owners where only one is allowed says so', async () => {
    const { browser } = await signUp('AU');
    const body = saveBody(validMerchant('AU'));
    const data = body.saveData.data as unknown as Record<string, unknown>;
    const owners = [...(data.owners as object[])];
    owners.push({ ...owners[0] });
    const response = await browser.post('/api/save', {
      ...body,
      saveData: { data: { ...data, owners } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.owners.owners.error).toBe(
      sayIn('en', SINGLE_OWNER_MESSAGE),
    );
  });
});
