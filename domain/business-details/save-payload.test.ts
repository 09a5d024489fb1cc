import { describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import { payloadForRole, saveFormFields, savePayload } from './save-payload';

describe('save payload', () => {
  it('wraps the sections in data and sends the form completion flags', () => {
    const merchant = validMerchant('US', { owners: 2, locations: 2 });
    const payload = savePayload(merchant);
    expect(Object.keys(payload).sort()).toEqual(['formCompletionData', 'saveData', 'storeData']);
    expect(Object.keys(payload.saveData.data).sort()).toEqual([
      'companyInformation',
      'locations',
      'owners',
      'storeDetails',
      'storeLocationsFile',
    ]);
    expect(payload.saveData.data.owners).toHaveLength(2);
    expect(payload.saveData.data.locations).toHaveLength(2);
    expect(payload.storeData.data).toEqual(payload.saveData.data.storeDetails);
    expect(payload.formCompletionData.agreementAccepted).toBe(true);
  });

  it('sends numOfStores and totalAnnualSalesInStore as numbers, empty as null', () => {
    const merchant = validMerchant('AU');
    merchant.storeDetails.numOfStores = ' 12 ';
    merchant.storeDetails.totalAnnualSalesInStore = '';
    const store = savePayload(merchant).storeData.data;
    expect(store.numOfStores).toBe(12);
    expect(store.totalAnnualSalesInStore).toBeNull();
  });

  it('sends a number that would not read back as typed as the typed text', () => {
    const merchant = validMerchant('AU');
    merchant.storeDetails.numOfStores = '000000';
    merchant.storeDetails.totalAnnualSalesInStore = '1,000';
    const store = savePayload(merchant).storeData.data;
    expect(store.numOfStores).toBe('000000');
    expect(store.totalAnnualSalesInStore).toBe(1000);
  });

  it('joins multi-selects with semicolons and computes selfServeInStore', () => {
    const merchant = validMerchant('AU', { salesChannel: 'In-store Only' });
    const store = savePayload(merchant).storeData.data;
    expect(store.currenciesAvailable).toBe('$AUD;$NZD');
    expect(store.selfServeInStore).toBe(true);
  });

  it.each([
    ['AU', 'Health', 'Dental Services', '8531'],
    ['NZ', 'Health', 'Optometry', '8532'],
    ['AU', 'Health', 'General Practice', '8511'],
    ['US', 'Health', 'Dental Services', 'Dental Services'],
  ])('%s %s %s is sent as %s', (country, industry, subIndustry, sent) => {
    const merchant = validMerchant(country as 'AU');
    merchant.storeDetails = { ...merchant.storeDetails, industry, subIndustry };
    expect(savePayload(merchant).storeData.data.subIndustry).toBe(sent);
  });

  it.each([
    ['US', '04-15-1985', '1985-04-15'],
    ['CA', '12-31-1970', '1970-12-31'],
    ['AU', '15-04-1985', '1985-04-15'],
    ['UK', '01-02-2000', '2000-02-01'],
  ])('%s sends date of birth %s as %s', (country, dob, iso) => {
    const merchant = validMerchant(country as 'US');
    merchant.owners[0]!.dob = dob;
    expect(savePayload(merchant).saveData.data.owners[0]?.dob).toBe(iso);
  });

  it('removes locations for Online Only, and for a location file', () => {
    const online = validMerchant('US', { salesChannel: 'Online Only' });
    expect(savePayload(online).saveData.data.locations).toEqual([]);
    const file = validMerchant('US', { locations: 3 });
    file.storeLocationsFile = { name: 'stores.csv', path: 'uploads/m1/stores.csv' };
    expect(savePayload(file).saveData.data).toMatchObject({
      locations: [],
      storeLocationsFile: 'uploads/m1/stores.csv',
    });
  });

  it('leaves out owners the business type does not allow', () => {
    const merchant = validMerchant('US', { owners: 3 });
    merchant.companyInformation.businessType = 'Sole Proprietorship';
    expect(savePayload(merchant).saveData.data.owners).toHaveLength(1);
  });

  it('encodes each part as JSON for the multipart form', () => {
    const payload = savePayload(validMerchant('NZ'));
    const fields = saveFormFields(payload);
    expect(JSON.parse(fields.saveData)).toEqual(payload.saveData);
    expect(JSON.parse(fields.formCompletionData)).toEqual(payload.formCompletionData);
  });

  it('sends everything for the account owner and an administrator (decision 0258)', () => {
    const payload = savePayload(validMerchant('US', { owners: 2, locations: 2 }));
    expect(payloadForRole(payload, 'accountOwner')).toEqual(payload);
    expect(payloadForRole(payload, 'administrator')).toEqual(payload);
  });

  it('leaves out the store details, locations and additional owners for a plain contact', () => {
    const merchant = validMerchant('US', { owners: 2, locations: 2 });
    const payload = savePayload(merchant);
    const sent = payloadForRole(
      { ...payload, formCompletionData: { ...payload.formCompletionData, storeDetailsForm: true } },
      'contact',
    );
    expect(sent.storeData).toBeUndefined();
    expect(sent.saveData.data).toEqual({
      companyInformation: payload.saveData.data.companyInformation,
      owners: payload.saveData.data.owners.slice(0, 1),
    });
    expect(sent.formCompletionData.storeDetailsForm).toBe(false);
  });
});
