/**
 * POST /api/save (doc 2 §7 "Save flow", doc 1 §4 "Save"), per country with the valid fixture:
 * drafts are always kept, complete sections set their flags, errors come back keyed as the forms
 * read them, and a bad save never loses what was saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../domain/countries/country-code';
import { saveFormFields } from '../../domain/business-details/save-payload';
import {
  OWNER_LIMIT_MESSAGE,
  SINGLE_OWNER_MESSAGE,
} from '../../domain/business-details/owners.schema';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  BUSINESS_FORMS,
  multipart,
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { sayIn } from '../i18n/say';

describe.each(DIALECTS)('POST /api/save on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const signUp = (country: CountryCode = 'US') =>
    signUpMerchant(t, raw, `save${++n}@example.com`, country);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it.each(COUNTRY_CODES)(
    '%s: the valid merchant, sent as form data, sets the three business flags',
    async (country) => {
      const { browser } = await signUp(country);
      const merchant = validMerchant(country, { owners: country === 'AU' ? 1 : 2, locations: 2 });
      const fields = saveFormFields(saveBody(merchant, BUSINESS_FORMS));
      const response = await browser.request({
        method: 'POST',
        url: '/api/save',
        ...multipart(fields),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        userState: 'POST_LEAD',
        formCompletedState: { ...BUSINESS_FORMS, agreementAccepted: true, bankForm: false },
      });
      const restored = (await browser.get('/api/restore')).json();
      expect(restored.companyInformation).toMatchObject({
        registeredCountry: country,
        legalBusinessName: merchant.companyInformation.legalBusinessName,
      });
      expect(restored.owners).toHaveLength(country === 'AU' ? 1 : 2);
      expect(restored.storeDetails.storeName).toBe('Acme');
      expect(restored.formCompletedState).toMatchObject(BUSINESS_FORMS);
    },
  );

  it('keeps a draft with errors, answers them keyed bo_ and loc_ with the seed messages', async () => {
    const { browser } = await signUp('US');
    const merchant = validMerchant('US', { owners: 2, locations: 2 });
    merchant.owners[1]!.ssn = '12345';
    merchant.owners[0]!.postalCode = '';
    merchant.locations[1]!.branchNumber = 'abc';
    // Dashes are read as the IRS prints them (decision 0110); a missing digit is still refused.
    merchant.companyInformation.ein = '12-345678';
    const response = await browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorId).toBe(response.headers['x-correlation-id']);
    expect(body.error).toBe(
      `There was an issue with a company information field - please reopen the Company and business type form and try again. (errorId=${body.errorId})`,
    );
    expect(body.validation_errors).toMatchObject({
      companyInformation: {
        ein: {
          code: 'InvalidFormat',
          error: 'Must be 9 digits. No dashes/other characters accepted.',
        },
      },
      owners: {
        bo_1_ssn: { error: 'Must include 9 numbers only' },
        bo_0_postalCode: { code: 'Required', error: 'Value Required' },
      },
      locations: { loc_1_branchNumber: { error: 'Value must be a number' } },
    });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.companyInformation.ein).toBe('12345678');
    expect(restored.locations[1].branchNumber).toBe('abc');
    expect(restored.formCompletedState).toMatchObject({
      companyInfoForm: false,
      businessOwnerForm: false,
    });
  });

  it('asks a Nebraska owner whether they are a ward of the state and reads the age by the answer (doc 1 §9, doc 2 §5)', async () => {
    const { browser } = await signUp('US');
    const merchant = validMerchant('US', { owners: 1, locations: 1 });
    // 18 today: old enough unless a ward of the state in Nebraska.
    const now = new Date(t.clock.now());
    const pad = (n: number) => String(n).padStart(2, '0');
    const dob = `${pad(now.getMonth() + 1)}-01-${now.getFullYear() - 18}`;
    const save = (wardOfState: string) =>
      browser.post(
        '/api/save',
        saveBody(
          { ...merchant, owners: [{ ...merchant.owners[0]!, state: 'NE', dob, wardOfState }] },
          BUSINESS_FORMS,
        ),
      );
    const unanswered = await save('');
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().validation_errors.owners.bo_0_wardOfState).toMatchObject({
      code: 'Required',
    });
    const ward = await save('Yes');
    expect(ward.statusCode).toBe(400);
    expect(ward.json().validation_errors.owners.bo_0_dob).toEqual({
      code: 'InvalidFormat',
      error: 'You must be at least 19 years old to sign up',
    });
    expect((await save('No')).statusCode).toBe(200);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.owners[0]).toMatchObject({ state: 'NE', wardOfState: 'No' });
  });

  it('never loses saved data on a bad save: a malformed part changes nothing', async () => {
    const { browser } = await signUp('UK');
    const merchant = validMerchant('UK');
    expect((await browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS))).statusCode).toBe(
      200,
    );
    const before = (await browser.get('/api/restore')).json();
    const bad = saveBody(merchant);
    const response = await browser.post('/api/save', {
      ...bad,
      saveData: {
        data: { ...bad.saveData.data, companyInformation: { legalBusinessName: { x: 1 } } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect((await browser.get('/api/restore')).json()).toEqual(before);
  });

  it('a draft without flags keeps every section sent and sets no flag', async () => {
    const { browser } = await signUp('NZ');
    const merchant = validMerchant('NZ');
    merchant.companyInformation.registrationNumber = 'ABC';
    const response = await browser.post('/api/save', saveBody(merchant));
    expect(response.statusCode).toBe(200);
    expect(response.json().formCompletedState).toMatchObject({ companyInfoForm: false });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.companyInformation.registrationNumber).toBe('ABC');
  });

  it('a field left out of a section keeps its saved value', async () => {
    const { browser } = await signUp('AU');
    await browser.post('/api/save', saveBody(validMerchant('AU')));
    await browser.post('/api/save', {
      saveData: { data: { companyInformation: { legalBusinessName: 'Renamed Pty Ltd' } } },
    });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.companyInformation).toMatchObject({
      legalBusinessName: 'Renamed Pty Ltd',
      abn: '51824753556',
    });
  });

  it.each(['SQUARESPACE', 'SQUARE_ONLY', 'SQUARE_AND_MOP'])(
    'in %s the drafts are kept and the save stops with the user state',
    async (userState) => {
      const { browser, merchantId } = await signUp('US');
      await raw.db
        .updateTable('merchants')
        .set({ user_state: userState })
        .where('id', '=', merchantId)
        .execute();
      const merchant = validMerchant('US');
      merchant.companyInformation.ein = 'bad';
      const response = await browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userState, revision: null });
      expect((await browser.get('/api/restore')).json().companyInformation.ein).toBe('bad');
    },
  );

  it.each([
    ['US', 'Sole Proprietorship', 2],
    ['CA', 'Sole Proprietorship', 2],
    ['NZ', 'Sole Trader', 2],
    ['UK', 'Sole Trader', 2],
    ['AU', 'Private Company', 2],
    ['US', 'Corporation', 6],
  ] as const)(
    '%s %s with %i owners is refused with the owner limit, keeping the saved owners',
    async (country, businessType, owners) => {
      const { browser } = await signUp(country);
      const merchant = validMerchant(country);
      merchant.companyInformation.businessType = businessType;
      await browser.post('/api/save', saveBody(merchant));
      const many = validMerchant(country, { owners: Math.min(owners, 5) });
      many.companyInformation.businessType = businessType;
      const body = saveBody(many);
      const sentOwners = [...body.saveData.data.owners];
      while (sentOwners.length < owners) sentOwners.push({ ...sentOwners[0]! });
      const response = await browser.post('/api/save', {
        ...body,
        saveData: { data: { ...body.saveData.data, owners: sentOwners } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().validation_errors.owners.owners.error).toBe(
        sayIn('en', owners > 5 ? OWNER_LIMIT_MESSAGE : SINGLE_OWNER_MESSAGE),
      );
      expect((await browser.get('/api/restore')).json().owners).toHaveLength(1);
    },
  );

  it('reads the payload back into the forms: dates of birth, sub-industry codes, numbers, lists', async () => {
    const { browser, merchantId } = await signUp('AU');
    const merchant = validMerchant('AU');
    merchant.storeDetails = {
      ...merchant.storeDetails,
      industry: 'Health',
      subIndustry: 'Dental Services',
      numOfStores: '12',
    };
    const body = saveBody(merchant, BUSINESS_FORMS);
    expect(body.saveData.data.owners[0]?.dob).toBe('1985-04-15');
    expect(body.storeData.data.subIndustry).toBe('8531');
    const response = await browser.post('/api/save', body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = await raw.repos.merchantSections.get(merchantId);
    expect(saved.owners?.[0]?.dob).toBe('15-04-1985');
    expect(saved.storeDetails).toMatchObject({
      subIndustry: 'Dental Services',
      numOfStores: '12',
      currenciesAvailable: ['$AUD', '$NZD'],
    });
  });

  it('copies the lead into owner 0 and the store details before anything is saved', async () => {
    const { browser } = await signUp('CA');
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.owners[0]).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(restored.companyInformation.registeredCountry).toBe('CA');
    expect(restored.storeDetails).toMatchObject({ storeName: 'Acme', platform: 'Shopify' });
  });

  it('refuses a store locations file that is not one of the merchant’s uploads', async () => {
    const { browser } = await signUp('US');
    const body = saveBody(validMerchant('US'));
    const response = await browser.post('/api/save', {
      ...body,
      saveData: { data: { ...body.saveData.data, storeLocationsFile: '/api/files/someone-else' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The store locations file is not one of your uploads.');
  });

  it('takes a store locations file with the save (a CSV read by its content)', async () => {
    const { browser } = await signUp('US');
    const merchant = validMerchant('US', { locations: 0 });
    const fields = saveFormFields(saveBody(merchant));
    const csv = Buffer.from('name,street\nAcme 1,1 Shop Street\n');
    const response = await browser.request({
      method: 'POST',
      url: '/api/save',
      ...multipart(fields, { storeLocationsFile: { name: 'stores.csv', bytes: csv } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const restored = (await browser.get('/api/restore')).json();
    expect(restored.storeLocationsFile).toEqual({
      name: 'stores.csv',
      path: expect.stringMatching(/^\/api\/files\//),
    });
    const file = await browser.get(restored.storeLocationsFile.path);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(csv.toString());
  });
});
