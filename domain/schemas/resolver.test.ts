import { valibotResolver } from '@hookform/resolvers/valibot';
import { describe, expect, it } from 'vitest';
import { emptyOwner } from '../merchant/owner';
import { ownersSchema } from './owners.schema';
import { companyInformationSchema } from './section-schemas';
import { validMerchant } from './valid-merchant.fixture';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the same schemas in the react-hook-form resolver', () => {
  it('reports every field error of a form at once, under its field name', async () => {
    const resolve = valibotResolver(companyInformationSchema());
    const values = {
      ...validMerchant('NZ').companyInformation,
      businessStreet: '',
      registrationNumber: 'x1',
    };
    const { errors } = await resolve(values, undefined, options);
    expect(errors).toMatchObject({
      businessStreet: { message: 'Value Required' },
      registrationNumber: { message: 'Field must contain only digits / numbers.' },
    });
  });

  it('nests owner errors under owners.{index} and the list message under owners.root', async () => {
    const resolve = valibotResolver(ownersSchema({ registeredCountry: 'US', businessType: 'LLC' }));
    const owners = [...validMerchant('US').owners, { ...emptyOwner(), firstName: 'Ann' }];
    const { errors } = await resolve({ owners, agreementAccepted: true }, undefined, options);
    expect(errors.owners?.[1]?.lastName?.message).toBe('Value Required');
    expect(errors.owners?.root?.message).toBe('You have errors with one or more owners');
    expect(errors.owners?.[0]).toBeUndefined();
  });

  it('returns the trimmed values of a valid form', async () => {
    const resolve = valibotResolver(companyInformationSchema());
    const values = { ...validMerchant('UK').companyInformation, legalBusinessName: '  Acme Ltd  ' };
    const { values: out, errors } = await resolve(values, undefined, options);
    expect(errors).toEqual({});
    expect(out).toMatchObject({ legalBusinessName: 'Acme Ltd' });
  });
});
