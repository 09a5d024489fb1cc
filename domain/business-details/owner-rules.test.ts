import { describe, expect, it } from 'vitest';
import { emptyLocation, type Location } from './location';
import { emptyOwner, type Owner } from './owner';
import { additionalOwnersAllowed } from './additional-owners';
import { fieldStates } from '../applicability/field-states';

const controls = (requireId: boolean, requireCertifiedId = false) =>
  Array.from({ length: 5 }, () => ({ requireId, requireCertifiedId }));

const owner = (
  registeredCountry: string,
  more: Partial<Owner> = {},
  { requireId = false, requireCertifiedId = false, ownerIndex = 0 } = {},
) =>
  fieldStates(
    'owner',
    { ...emptyOwner(), ...more },
    {
      registeredCountry,
      ownerIndex,
      ownerControls: controls(requireId, requireCertifiedId),
    },
  );

describe('owner identity', () => {
  it.each([
    ['US', true],
    ['CA', false],
    ['AU', false],
    ['NZ', false],
    ['UK', false],
  ])('%s: ssn applies %s; date of birth always required', (country, ssn) => {
    const s = owner(country);
    expect(s.ssn.applicable).toBe(ssn);
    expect(s.dob).toMatchObject({ applicable: true, required: true });
  });

  it.each([
    ['US', false],
    ['CA', false],
    ['NZ', false],
    ['UK', true],
    ['AU', true],
  ])('%s: government ID applies; its backside applies %s', (country, backside) => {
    expect(owner(country).govId.applicable).toBe(true);
    expect(owner(country).govIdBackside.applicable).toBe(backside);
  });

  it.each(['US', 'CA', 'AU', 'NZ', 'UK'])(
    '%s: government ID is required only by requireId',
    (c) => {
      expect(owner(c).govId.required).toBe(false);
      expect(owner(c, {}, { requireId: true }).govId.required).toBe(true);
    },
  );

  it('reads the control of the owner at its own position', () => {
    const s = fieldStates('owner', emptyOwner(), {
      registeredCountry: 'US',
      ownerIndex: 1,
      ownerControls: [
        { requireId: false, requireCertifiedId: false },
        { requireId: true, requireCertifiedId: false },
      ],
    });
    expect(s.govId.required).toBe(true);
  });
});

describe('NZ certified ID', () => {
  it('applies only when requireCertifiedId is set', () => {
    expect(owner('NZ').certifiedGovIdPrimary.applicable).toBe(false);
    expect(owner('NZ').verificationMethod.applicable).toBe(false);
    const s = owner('NZ', {}, { requireCertifiedId: true });
    expect(s.certifiedGovIdPrimary.required).toBe(true);
    expect(s.verificationMethod.required).toBe(true);
  });

  it.each([
    ['Certified Passport', false],
    ['Licence Birth Certificate', true],
    ['Licence Document', true],
  ])('with %s the secondary upload applies: %s', (verificationMethod, expected) => {
    const s = owner('NZ', { verificationMethod }, { requireCertifiedId: true });
    expect(s.certifiedGovIdSecondary.applicable).toBe(expected);
  });

  it('never applies outside NZ', () => {
    expect(owner('AU', {}, { requireCertifiedId: true }).certifiedGovIdPrimary.applicable).toBe(
      false,
    );
  });
});

describe('owner address', () => {
  it.each(['US', 'CA', 'AU', 'NZ', 'UK'])('%s: street, city and postal code required', (c) => {
    const s = owner(c);
    expect([s.street.required, s.city.required, s.postalCode.required]).toEqual([true, true, true]);
  });

  it('has no state in the UK and no street2 in AU and NZ', () => {
    expect(owner('UK').state.applicable).toBe(false);
    // doc 2 §4 requires street, city and postal code; state applies but is optional
    expect(owner('US').state).toMatchObject({ applicable: true, required: false });
    expect(owner('AU').street2.applicable).toBe(false);
    expect(owner('NZ').street2.applicable).toBe(false);
    expect(owner('CA').street2).toMatchObject({ applicable: true, required: false });
  });
});

describe('additional owners', () => {
  it.each([
    ['AU', 'Partnership', false],
    ['AU', 'Trust', false],
    ['US', 'Sole Proprietorship', false],
    ['US', 'Corporation', true],
    ['CA', 'Sole Proprietorship', false],
    ['CA', 'Partnership', true],
    ['NZ', 'Sole Trader', false],
    ['NZ', 'Trust', true],
    ['UK', 'Sole Trader', false],
    ['UK', 'Limited Liability Partnership', true],
    ['', 'Corporation', false],
  ])('%s %s: allowed %s', (country, type, allowed) => {
    expect(additionalOwnersAllowed(country, type)).toBe(allowed);
  });

  it('confirm the 25% ownership, the first owner does not', () => {
    expect(owner('US').ownershipConfirmed.applicable).toBe(false);
    expect(owner('US', {}, { ownerIndex: 2 }).ownershipConfirmed.required).toBe(true);
  });
});

describe('store locations', () => {
  const location = (country: string, salesChannel: string, more: Partial<Location> = {}) =>
    fieldStates(
      'location',
      { ...emptyLocation(), ...more },
      { registeredCountry: country, salesChannel },
    );

  it.each([
    ['Online Only', false],
    ['In-store Only', true],
    ['Online and In-store', true],
  ])('apply for %s: %s', (channel, expected) => {
    const s = location('AU', channel);
    expect(s.locationName.applicable).toBe(expected);
    expect(s.isMall.applicable).toBe(expected);
    expect(s.isResidence.applicable).toBe(expected);
  });

  it('ask for the mall name when the location is in a mall', () => {
    expect(location('AU', 'In-store Only', { isMall: 'Yes' }).mallName.required).toBe(true);
    expect(location('AU', 'In-store Only', { isMall: 'No' }).mallName.applicable).toBe(false);
  });

  it('require the address except for a US sole proprietorship', () => {
    const us = (businessType: string) =>
      fieldStates('location', emptyLocation(), {
        registeredCountry: 'US',
        salesChannel: 'In-store Only',
        businessType,
      }).locationStreet.required;
    expect(us('Corporation')).toBe(true);
    expect(us('Sole Proprietorship')).toBe(false);
  });

  it('need a hidden store location file when none is listed', () => {
    const list = (locations: Location[], salesChannel: string) =>
      fieldStates('locations', { locations, storeLocationUpload: '' }, { salesChannel })
        .storeLocationUpload;
    expect(list([], 'In-store Only')).toEqual({ shown: false, applicable: true, required: true });
    expect(list([emptyLocation()], 'In-store Only').applicable).toBe(false);
    expect(list([], 'Online Only').applicable).toBe(false);
  });
});

describe('the ward of the state question (doc 1 §9, doc 2 §5: Nebraska)', () => {
  it.each([
    ['US', 'NE', true],
    ['US', 'AL', false],
    ['US', '', false],
    ['CA', 'NE', false],
    ['AU', 'NE', false],
  ])('%s owner in %j: asked %s, and then required', (country, state, asked) => {
    const s = owner(country, { state });
    expect(s.wardOfState).toMatchObject({ applicable: asked, required: asked });
  });
});
