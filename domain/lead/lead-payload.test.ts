import { describe, expect, it } from 'vitest';
import { emptyMerchant } from '../merchant/merchant';
import { emptyLead, type Lead } from './lead';
import { copyLeadIntoMerchant } from './lead-copies';
import {
  autoSwitchSalesChannel,
  LEAD_SOURCE,
  leadPayload,
  MissingLeadEmailError,
} from './lead-payload';
import { lastTouch, trackingOfVisit } from './lead-tracking';

const lead = (more: Partial<Lead> = {}): Lead => ({
  ...emptyLead(),
  firstName: 'Jane',
  lastName: 'Doe',
  registeredCountry: 'AU',
  storeName: 'Acme',
  industry: 'Health',
  subIndustry: 'Pharmaceutical Retailing',
  numOfStores: '3',
  totalAnnualSalesInStore: '1,000',
  email: ' Jane@Example.com ',
  ...more,
});

describe('lead tracking', () => {
  it('reads each UTM part, none when absent', () => {
    const t = trackingOfVisit(
      '?utm_source=news&utm_campaign=spring&merchant_referral_code=ACME1',
      'https://www.google.com/search?q=x',
    );
    expect(t).toEqual({
      utmCampaign: 'spring',
      utmMedium: 'none',
      utmSource: 'news',
      utmContent: 'none',
      utmTerm: 'none',
      referrer: 'https://www.google.com/search?q=x',
      referrerDomain: 'www.google.com',
      merchantReferralCode: 'ACME1',
    });
  });

  it('is direct when the visit has no UTM parameter', () => {
    const t = trackingOfVisit('?country=AU', '');
    expect([t.utmCampaign, t.utmMedium, t.utmSource, t.utmContent, t.utmTerm]).toEqual([
      'direct',
      'direct',
      'direct',
      'direct',
      'direct',
    ]);
    expect([t.referrer, t.referrerDomain, t.merchantReferralCode]).toEqual([
      'none',
      'none',
      'none',
    ]);
  });

  it('keeps the last campaign touch over a later direct visit', () => {
    const campaign = trackingOfVisit('utm_source=a&merchant_referral_code=R1');
    const newer = trackingOfVisit('utm_source=b');
    expect(lastTouch(campaign, trackingOfVisit('')).utmSource).toBe('a');
    expect(lastTouch(campaign, newer)).toMatchObject({
      utmSource: 'b',
      merchantReferralCode: 'R1',
    });
    expect(lastTouch(undefined, newer).utmSource).toBe('b');
  });
});

describe('lead payload', () => {
  const tracking = trackingOfVisit('');

  it('wraps the lead in data with the e-mail, tracking and lead source', () => {
    const { data } = leadPayload(lead(), tracking);
    expect(data).toMatchObject({
      email: 'jane@example.com',
      leadSource: 'Inbound - Self Serve',
      utmSource: 'direct',
      numOfStores: 3,
      totalAnnualSalesInStore: 1000,
      subIndustry: '4271',
    });
    expect(LEAD_SOURCE).toBe('Inbound - Self Serve');
  });

  it('refuses a lead without an e-mail', () => {
    expect(() => leadPayload(lead({ email: '  ' }), tracking)).toThrow(MissingLeadEmailError);
  });

  it.each([
    ['US', 'Square', 'Stripe', 'In-store Only'],
    ['AU', 'Square', 'Other', 'In-store Only'],
    ['US', 'Shopify', 'Square', 'Online Only'],
    ['US', 'Square', 'Square', 'Online and In-store'],
    ['UK', 'Square', 'Other', 'Online and In-store'],
  ])('%s on %s with acquirer %s sells %s', (registeredCountry, platform, acquirer, channel) => {
    const switched = autoSwitchSalesChannel(
      lead({ registeredCountry, platform, acquirer, salesChannel: 'Online and In-store' }),
    );
    expect(switched.salesChannel).toBe(channel);
  });
});

describe('lead copies', () => {
  it('fill owner 0, the registered country and the store details', () => {
    const merchant = {
      ...emptyMerchant(),
      lead: lead({ salesChannel: 'In-store Only', website: 'acme.com' }),
    };
    const copied = copyLeadIntoMerchant(merchant);
    expect(copied.owners[0]).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(copied.companyInformation.registeredCountry).toBe('AU');
    expect(copied.storeDetails).toMatchObject({
      storeName: 'Acme',
      salesChannel: 'In-store Only',
      website: 'acme.com',
      industry: 'Health',
      numOfStores: '3',
    });
  });

  it('never overwrite what the merchant changed later', () => {
    const merchant = emptyMerchant();
    merchant.lead = lead({ salesChannel: 'In-store Only' });
    merchant.owners[0]!.firstName = 'Janet';
    merchant.storeDetails.storeName = 'Acme Outlet';
    merchant.storeDetails.salesChannel = 'Online Only';
    merchant.formCompletion.storeDetailsForm = true;
    const copied = copyLeadIntoMerchant(merchant);
    expect(copied.owners[0]?.firstName).toBe('Janet');
    expect(copied.storeDetails.storeName).toBe('Acme Outlet');
    expect(copied.storeDetails.salesChannel).toBe('Online Only');
  });
});
