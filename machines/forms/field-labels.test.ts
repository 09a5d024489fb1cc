import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../domain/countries/country-code';
import type { Text } from '../../domain/i18n/message';
import { sayIn } from '../../test/i18n/say-in';
import { COMPANY_LABELS, LOCATION_LABELS, OWNER_LABELS, localLabel } from './field-labels';

/** A label as the form shows it, in English and in Canadian French. */
const english = (label: Text, country: CountryCode | undefined) =>
  sayIn('en', localLabel(label, country));
const french = (label: Text, country: CountryCode | undefined) =>
  sayIn('fr-CA', localLabel(label, country));

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
    expect(english(COMPANY_LABELS.businessPostalCode, country)).toBe(business);
    expect(english(OWNER_LABELS.postalCode, country)).toBe(owner);
    expect(english(LOCATION_LABELS.locationPostalCode, country)).toBe(store);
    expect(english(COMPANY_LABELS.businessState, country)).toBe(businessState);
    expect(english(OWNER_LABELS.state, country)).toBe(ownerState);
  });

  it('keeps the neutral label while the country is unknown, and other labels as they are', () => {
    expect(english(OWNER_LABELS.postalCode, undefined)).toBe('Postal code');
    expect(english(OWNER_LABELS.city, 'US')).toBe('City');
  });
});

describe('labels in Canadian French', () => {
  it('says the Quebec words for a Canadian merchant', () => {
    expect(french(COMPANY_LABELS.businessPostalCode, 'CA')).toBe('Code postal de l’entreprise');
    expect(french(OWNER_LABELS.state, 'CA')).toBe('Province ou territoire');
    expect(french(COMPANY_LABELS.craBusinessNumber, 'CA')).toBe('Numéro d’entreprise (NE)');
  });

  it('keeps one label object per field and country, so field views stay the same', () => {
    expect(localLabel(OWNER_LABELS.postalCode, 'CA')).toBe(
      localLabel(OWNER_LABELS.postalCode, 'CA'),
    );
    expect(localLabel(OWNER_LABELS.city, 'CA')).toBe(OWNER_LABELS.city);
  });

  it('still words an English label that is a plain string', () => {
    expect(localLabel('Business postal code', 'AU')).toBe('Business postcode');
  });
});
