import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyOwner } from './owner';
import { emptyLocation } from './location';
import { locationAddError, locationsSchema } from './locations.schema';
import { ownerAddError, ownersSchema } from './owners.schema';
import { validateSection } from '../schemas/validate-section';
import { validMerchant } from '../../test/data/valid-merchant';
import { inEnglish, sayIn } from '../../test/i18n/say-in';

const today = new Date(2025, 5, 1);

describe('owners step', () => {
  const us = { registeredCountry: 'US', businessType: 'Corporation', today };

  it('passes with valid owners and the agreement accepted', () => {
    const { owners } = validMerchant('US', { owners: 3 });
    expect(v.safeParse(ownersSchema(us), { owners, agreementAccepted: true }).success).toBe(true);
  });

  it('needs the merchant agreement', () => {
    const { owners } = validMerchant('US');
    expect(inEnglish(validateSection('owners', { owners, agreementAccepted: false }, us))).toEqual({
      agreementAccepted: {
        code: 'Required',
        error: 'Please accept merchant agreement and privacy policy before submitting.',
      },
    });
  });

  it('keys owner errors bo_{index}_{field} and adds the list message', () => {
    const { owners } = validMerchant('US', { owners: 2 });
    owners[1] = { ...owners[1]!, ssn: '12345', ownershipConfirmed: false };
    expect(inEnglish(validateSection('owners', { owners, agreementAccepted: true }, us))).toEqual({
      bo_1_ssn: { code: 'InvalidFormat', error: 'Must include 9 numbers only' },
      bo_1_ownershipConfirmed: {
        code: 'Required',
        error: 'Additional owners must own or control at least 25%',
      },
      owners: { code: 'Required', error: 'You have errors with one or more owners' },
    });
  });

  it.each([
    ['AU', 'Private Company'],
    ['US', 'Sole Proprietorship'],
    ['NZ', 'Sole Trader'],
  ])('%s %s: owners beyond the first are not validated', (registeredCountry, businessType) => {
    const { owners } = validMerchant(registeredCountry as 'AU');
    const form = { owners: [...owners, emptyOwner()], agreementAccepted: true };
    expect(
      inEnglish(validateSection('owners', form, { registeredCountry, businessType, today })),
    ).toEqual({});
  });

  describe('a Nebraska owner who is a ward of the state must be 19 (doc 1 §9, doc 2 §5)', () => {
    // Born 1 June 2007: 18 on the check's day, 1 June 2025.
    const nebraskan = (wardOfState: string) => {
      const { owners } = validMerchant('US');
      return [{ ...owners[0]!, state: 'NE', dob: '06-01-2007', wardOfState }];
    };
    it('a ward aged 18 is refused with the age message', () => {
      expect(
        inEnglish(
          validateSection('owners', { owners: nebraskan('Yes'), agreementAccepted: true }, us),
        ),
      ).toEqual({
        bo_0_dob: { code: 'InvalidFormat', error: 'You must be at least 19 years old to sign up' },
        owners: { code: 'Required', error: 'You have errors with one or more owners' },
      });
    });
    it('an owner aged 18 who is not a ward passes', () => {
      expect(
        validateSection('owners', { owners: nebraskan('No'), agreementAccepted: true }, us),
      ).toEqual({});
    });
    it('the question must be answered, Yes or No', () => {
      expect(
        validateSection('owners', { owners: nebraskan(''), agreementAccepted: true }, us),
      ).toMatchObject({ bo_0_wardOfState: { code: 'Required' } });
      expect(
        validateSection('owners', { owners: nebraskan('Maybe'), agreementAccepted: true }, us),
      ).toHaveProperty('bo_0_wardOfState');
    });
    it('outside Nebraska the answer is not asked and changes nothing', () => {
      const { owners } = validMerchant('US');
      const texan = [{ ...owners[0]!, state: 'TX', dob: '06-01-2007', wardOfState: '' }];
      expect(
        inEnglish(validateSection('owners', { owners: texan, agreementAccepted: true }, us)),
      ).toEqual({});
    });
  });

  it('refuses more than five owners', () => {
    const { owners } = validMerchant('US', { owners: 5 });
    const form = { owners: [...owners, owners[1]!], agreementAccepted: true };
    expect(sayIn('en', validateSection('owners', form, us).owners?.error)).toBe(
      'A business can list at most 5 owners. Please remove the extra owners.',
    );
  });

  it('lets an owner be added only once the first owner is valid', () => {
    expect(inEnglish(ownerAddError([emptyOwner()], us))).toEqual({
      code: 'Required',
      error: 'You have missing or invalid business owner fields',
    });
    expect(ownerAddError(validMerchant('US').owners, us)).toBeUndefined();
  });

  it('asks the ID upload of an owner whose control requires it', () => {
    const { owners } = validMerchant('UK');
    const controls = [{ requireId: true, requireCertifiedId: false }];
    const errors = validateSection(
      'owners',
      { owners, agreementAccepted: true },
      {
        registeredCountry: 'UK',
        businessType: 'Private Company',
        ownerControls: controls,
        today,
      },
    );
    expect(Object.keys(errors).sort()).toEqual(['bo_0_govId', 'bo_0_govIdBackside', 'owners']);
  });
});

describe('store locations step', () => {
  const inStore = { registeredCountry: 'AU', salesChannel: 'In-store Only' };

  it('keys location errors loc_{index}_{field} and adds the list message', () => {
    const { locations } = validMerchant('AU', { locations: 2 });
    locations[1] = { ...locations[1]!, locationPostalCode: '123' };
    expect(
      inEnglish(validateSection('locations', { locations, storeLocationUpload: '' }, inStore)),
    ).toEqual({
      loc_1_locationPostalCode: { code: 'InvalidLength', error: 'Exact length 4' },
      locations: { code: 'Required', error: 'You have missing or invalid store location fields' },
    });
  });

  it('is not validated for Online Only', () => {
    const form = { locations: [emptyLocation()], storeLocationUpload: '' };
    expect(
      v.safeParse(locationsSchema({ ...inStore, salesChannel: 'Online Only' }), form).success,
    ).toBe(true);
  });

  it('needs the store location file when no location is listed', () => {
    expect(
      inEnglish(validateSection('locations', { locations: [], storeLocationUpload: '' }, inStore)),
    ).toEqual({
      storeLocationUpload: { code: 'Required', error: 'Value Required' },
    });
    expect(
      validateSection(
        'locations',
        { locations: [], storeLocationUpload: 'uploads/x.csv' },
        inStore,
      ),
    ).toEqual({});
  });

  it('lets a location be added only once the listed ones are valid', () => {
    expect(sayIn('en', locationAddError([emptyLocation()], inStore)?.error)).toBe(
      'You have missing or invalid store location fields',
    );
    expect(locationAddError(validMerchant('AU').locations, inStore)).toBeUndefined();
  });
});
