import { describe, expect, it } from 'vitest';
import { browserEventProblem, catalogueEventOf, oncePerMerchantKey } from './funnel-events';

describe('the analytics catalogue', () => {
  it.each([
    ['lead_page_completed', { page: 'contact' }, undefined],
    ['bank_info_failed', { label: 'PRIMARY', source: 'PLAID', reason: 'error' }, undefined],
    ['store_submitted', {}, undefined],
    ['page_viewed', {}, 'Unknown analytics event "page_viewed".'],
    [
      'lead_page_completed',
      { page: 'me@example.com' },
      '"page" of "lead_page_completed" must be one of: business-info, additional-business-info, business-size, contact.',
    ],
    [
      'store_submitted',
      { email: 'me@example.com' },
      '"store_submitted" takes no property "email".',
    ],
    [
      'lead_page_completed',
      { page: 3 },
      '"page" of "lead_page_completed" must be one of: business-info, additional-business-info, business-size, contact.',
    ],
    ['store_submitted', [], 'The properties of "store_submitted" must be an object.'],
  ])('%s with %j: %s', (name, properties, problem) => {
    expect(browserEventProblem(name, properties)).toBe(problem);
  });

  it('keeps only the catalogued properties of a tracked event', () => {
    expect(
      catalogueEventOf('business_details_saved', { flags: { companyInfoForm: true } }),
    ).toEqual({ name: 'business_details_saved', properties: {} });
    expect(catalogueEventOf('page_viewed', {})).toBeUndefined();
  });

  it('names an event counted once per merchant by the event and its page', () => {
    expect(oncePerMerchantKey('lead_page_completed', { page: 'contact' })).toBe(
      'lead_page_completed:contact',
    );
    expect(oncePerMerchantKey('bank_info_saved', { label: 'PRIMARY' })).toBeUndefined();
  });
});
