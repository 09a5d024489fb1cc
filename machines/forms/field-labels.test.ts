import { describe, expect, it } from 'vitest';
import { COMPANY_LABELS, LOCATION_LABELS, OWNER_LABELS, localLabel } from './field-labels';

describe('labels in the words of the merchant’s country', () => {
  it.each([
    ['US', 'Business ZIP code', 'ZIP code', 'Store ZIP code', 'Business state', 'State'],
    [
      'CA',
      'Business postal code',
      'Postal code',
      'Store postal code',
      'Business province or territory',
      'Province or territory',
    ],
    [
      'AU',
      'Business postcode',
      'Postcode',
      'Store postcode',
      'Business state or territory',
      'State or territory',
    ],
    ['NZ', 'Business postcode', 'Postcode', 'Store postcode', 'Business region', 'Region'],
    ['UK', 'Business postcode', 'Postcode', 'Store postcode', 'Business county', 'County'],
  ] as const)('%s', (country, business, owner, store, businessState, ownerState) => {
    expect(localLabel(COMPANY_LABELS.businessPostalCode, country)).toBe(business);
    expect(localLabel(OWNER_LABELS.postalCode, country)).toBe(owner);
    expect(localLabel(LOCATION_LABELS.locationPostalCode, country)).toBe(store);
    expect(localLabel(COMPANY_LABELS.businessState, country)).toBe(businessState);
    expect(localLabel(OWNER_LABELS.state, country)).toBe(ownerState);
  });

  it('keeps the neutral label while the country is unknown, and other labels as they are', () => {
    expect(localLabel(OWNER_LABELS.postalCode, undefined)).toBe('Postal code');
    expect(localLabel(OWNER_LABELS.city, 'US')).toBe('City');
  });
});
