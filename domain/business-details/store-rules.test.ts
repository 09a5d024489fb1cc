import { describe, expect, it } from 'vitest';
import { emptyLead } from '../lead/lead';
import { emptyStoreDetails, type StoreDetails, type StoreDetailsField } from './store-details';
import type { ApplicabilityContext } from '../applicability/context';
import { fieldStates } from '../applicability/field-states';
import { ONLINE_AND_IN_STORE_LABEL } from './store-rules';

const ONLINE = 'Online Only';
const IN_STORE = 'In-store Only';
const BOTH = 'Online and In-store';

const store = (
  country: string,
  salesChannel: string,
  more: Partial<StoreDetails> = {},
  context: ApplicabilityContext = {},
) =>
  fieldStates(
    'storeDetails',
    { ...emptyStoreDetails(), salesChannel, industry: 'Clothing', ...more },
    { registeredCountry: country, ...context },
  );

const applies = (field: StoreDetailsField, ...args: Parameters<typeof store>) =>
  store(...args)[field].applicable;

describe('store details by country and channel', () => {
  it.each([
    // country, channel, contactless, acquirer, numOfStores, platform, shipping
    ['AU', ONLINE, false, false, false, true, true],
    ['AU', IN_STORE, true, true, true, false, false],
    ['AU', BOTH, true, true, true, true, true],
    ['NZ', IN_STORE, true, true, true, false, false],
    ['US', ONLINE, false, false, false, true, true],
    ['US', IN_STORE, true, true, true, false, true],
    ['UK', IN_STORE, true, true, false, true, true],
    ['UK', ONLINE, false, false, false, true, true],
    ['CA', ONLINE, false, false, false, true, true],
  ])(
    '%s %s: contactless %s, acquirer %s, numOfStores %s, platform %s, shipping %s',
    (country, channel, contactless, acquirer, numOfStores, platform, shipping) => {
      const s = store(country, channel);
      expect(s.contactlessPayment.applicable).toBe(contactless);
      expect(s.multiTerminal.applicable).toBe(contactless);
      expect(s.acquirer.applicable).toBe(acquirer);
      expect(s.numOfStores.applicable).toBe(numOfStores);
      expect(s.platform.applicable).toBe(platform);
      expect(s.aveTimeToShip.applicable).toBe(shipping);
      expect(s.selfFulfillment.applicable).toBe(shipping);
    },
  );

  it.each([
    ['AU', true],
    ['NZ', true],
    ['UK', true],
    ['US', true],
    ['CA', false],
  ])('%s: the channel choice is shown %s, and always validated', (country, shown) => {
    expect(store(country, ONLINE).salesChannel).toEqual({
      shown,
      applicable: true,
      required: true,
    });
  });
});

describe('cross-border trade', () => {
  it.each([
    ['CA', ONLINE, 'Electronics', true],
    ['AU', ONLINE, 'Clothing', true],
    ['NZ', BOTH, 'Clothing', true],
    ['AU', IN_STORE, 'Clothing', false],
    ['AU', ONLINE, 'Electronics', false],
    ['NZ', ONLINE, 'Health', false],
    ['US', ONLINE, 'Clothing', false],
    ['UK', ONLINE, 'Clothing', false],
  ])('%s %s %s: interestedInXBT applies %s', (country, channel, industry, expected) => {
    expect(applies('interestedInXBT', country, channel, { industry })).toBe(expected);
  });

  it.each([
    ['AU', 'Yes', true],
    ['AU', 'Not at this time', false],
    ['NZ', 'Yes', true],
    ['CA', 'Yes', false],
  ])('%s interested %s: currenciesAvailable applies %s', (country, interestedInXBT, expected) => {
    expect(applies('currenciesAvailable', country, ONLINE, { interestedInXBT })).toBe(expected);
  });
});

describe('industry questions', () => {
  it.each([
    ['AU', 'Health', 'subIndustry', true],
    ['NZ', 'Health', 'subIndustry', true],
    ['US', 'Health', 'subIndustry', false],
    ['AU', 'Clothing', 'subIndustry', false],
    ['UK', 'Footwear', 'reseller', true],
    ['AU', 'Footwear', 'reseller', false],
    ['AU', 'Quick Service Food', 'ddsRestricted', true],
    ['AU', 'Food Delivery', 'ddsRestricted', true],
    ['AU', 'Clothing', 'ddsRestricted', false],
    ['NZ', 'Food Delivery', 'ddsRestricted', false],
  ] as const)('%s %s: %s applies %s', (country, industry, field, expected) => {
    expect(applies(field, country, ONLINE, { industry })).toBe(expected);
  });

  it('asks websiteNotLive in Australia only, as an optional answer', () => {
    expect(store('AU', ONLINE).websiteNotLive).toMatchObject({ applicable: true, required: false });
    expect(applies('websiteNotLive', 'NZ', ONLINE)).toBe(false);
  });
});

describe('Quebec sole proprietors', () => {
  it.each([
    ['Quebec', 'Sole Proprietorship', true],
    ['Ontario', 'Sole Proprietorship', false],
    ['Quebec', 'Corporation', false],
  ])(
    'in %s as %s answer artisan and nonFamilyEmployee: %s',
    (businessState, businessType, expected) => {
      const s = store('CA', ONLINE, {}, { businessState, businessType });
      expect(s.artisan.applicable).toBe(expected);
      expect(s.nonFamilyEmployee.applicable).toBe(expected);
    },
  );
});

describe('website, sales and computed fields', () => {
  it.each([
    [IN_STORE, true],
    [ONLINE, false],
    [BOTH, false],
  ])('website is required for %s: %s', (channel, required) => {
    expect(store('US', channel).website).toMatchObject({ applicable: true, required });
  });

  it('asks in-store sales and relabels total sales only for Online and In-store', () => {
    expect(store('AU', BOTH).totalAnnualSalesInStore.applicable).toBe(true);
    expect(store('AU', BOTH).totalAnnualSales.labelVariant).toBe(ONLINE_AND_IN_STORE_LABEL);
    expect(store('AU', IN_STORE).totalAnnualSalesInStore.applicable).toBe(false);
    expect(store('AU', ONLINE).totalAnnualSales.labelVariant).toBeUndefined();
  });

  it('never asks for selfServeInStore', () => {
    expect(store('US', IN_STORE).selfServeInStore).toEqual({
      shown: false,
      applicable: false,
      required: false,
    });
  });
});

describe('lead form', () => {
  const lead = (more: Partial<ReturnType<typeof emptyLead>>) =>
    fieldStates('lead', { ...emptyLead(), ...more });

  it('asks the franchise name only of franchisees', () => {
    expect(lead({ franchisee: 'Yes' }).franchiseName.required).toBe(true);
    expect(lead({ franchisee: 'No' }).franchiseName.applicable).toBe(false);
  });

  it('reads the country and channel from its own answers', () => {
    const s = lead({ registeredCountry: 'AU', salesChannel: IN_STORE });
    expect(s.numOfStores.required).toBe(true);
    expect(s.acquirer.required).toBe(true);
    expect(s.platform.applicable).toBe(false);
    expect(lead({ registeredCountry: 'CA' }).salesChannel.shown).toBe(false);
  });
});
