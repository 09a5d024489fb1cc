import { describe, expect, it } from 'vitest';
import { emptyLead, type Lead } from './lead';
import { leadOfPayload, trackingOfPayload } from './lead-of-payload';
import { leadPayload } from './lead-payload';
import { trackingOfVisit } from './lead-tracking';

const lead: Lead = {
  ...emptyLead(),
  firstName: 'Jane',
  lastName: 'Doe',
  registeredCountry: 'AU',
  salesChannel: 'Online and In-store',
  industry: 'Health',
  subIndustry: 'Dental Services',
  storeName: 'Smile Co',
  numOfStores: '3',
  totalAnnualSalesInStore: '250000',
  email: 'jane@example.com',
};

describe('leadOfPayload', () => {
  it('reads back what leadPayload sends: numbers as text, a Health code as its sub-industry', () => {
    const { data } = leadPayload(lead, trackingOfVisit('?utm_source=news'));
    expect(data.subIndustry).toBe('8531');
    expect(data.numOfStores).toBe(3);
    expect(leadOfPayload(data)).toEqual(lead);
  });

  it('reads GB, in any case, as UK', () => {
    expect(leadOfPayload({ registeredCountry: 'gb' }).registeredCountry).toBe('UK');
  });

  it('keeps a value of the wrong type as it came, for the schema to refuse', () => {
    expect(leadOfPayload({ firstName: true }).firstName).toBe(true);
  });

  it('leaves out fields that are not lead answers', () => {
    expect(leadOfPayload({ password: 'x' })).toEqual(emptyLead());
  });
});

describe('trackingOfPayload', () => {
  it('keeps the attribution text and nothing else', () => {
    expect(trackingOfPayload({ utmSource: ' news ', utmMedium: 4, other: 'x' })).toEqual({
      utmSource: 'news',
    });
  });
});
