import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyPrimaryBank, emptySecondaryBank } from '../bank/bank';
import { emptyCompanyInformation } from '../business-details/company-information';
import { emptyStoreDetails } from '../business-details/store-details';
import {
  companyInformationSchema,
  customerSupportSchema,
  primaryBankSchema,
  secondaryBankSchema,
  storeDetailsSchema,
} from './section-schemas';
import { validateSection } from './validate-section';
import { fieldErrorOfIssue } from './valibot-shape';
import { validMerchant } from '../../test/data/valid-merchant';
import { inEnglish } from '../../test/i18n/say-in';

const IN_STORE_MESSAGE =
  'In-store service is only available for stores with contactless payment. Please select "Online Only" if you don\'t have contactless payment for your stores.';

describe('section schemas read trimmed answers', () => {
  it('trims strings and drops keys no form has', () => {
    const support = v.parse(customerSupportSchema({ registeredCountry: 'US' }), {
      customerSupportEmail: '  help@acme.example.com ',
      customerSupportPhone: ' +1 415 867 5309 ',
      customerSupportWebsite: ' acme.example.com ',
      financeContactFirstName: ' Fay ',
      isAdmin: true,
    });
    expect(inEnglish(support)).toEqual({
      customerSupportEmail: 'help@acme.example.com',
      customerSupportPhone: '+1 415 867 5309',
      customerSupportWebsite: 'acme.example.com',
      // The optional finance contact (doc 1 §3): what was not sent reads as empty.
      financeContactFirstName: 'Fay',
      financeContactLastName: '',
      financeContactEmail: '',
      financeContactPhone: '',
    });
  });

  it('treats a value of spaces as empty', () => {
    expect(
      inEnglish(
        validateSection(
          'customerSupport',
          { customerSupportEmail: '   ', customerSupportPhone: '', customerSupportWebsite: '' },
          { registeredCountry: 'US' },
        ),
      ),
    ).toMatchObject({ customerSupportEmail: { code: 'Required', error: 'Value Required' } });
  });

  it('computes selfServeInStore into the store details output', () => {
    const store = { ...validMerchant('US').storeDetails, salesChannel: 'In-store Only' };
    expect(
      inEnglish(v.parse(storeDetailsSchema({ registeredCountry: 'US' }), store).selfServeInStore),
    ).toBe(true);
    const au = { ...validMerchant('AU').storeDetails, multiTerminal: 'Yes' };
    expect(
      inEnglish(v.parse(storeDetailsSchema({ registeredCountry: 'AU' }), au).selfServeInStore),
    ).toBe(false);
  });
});

describe('only applicable fields are validated', () => {
  it.each([
    ['US', 'Sole Proprietorship', 'ein', 'not-a-number', undefined],
    [
      'US',
      'Corporation',
      'ein',
      '12-345678X',
      'Must be 9 digits. No dashes/other characters accepted.',
    ],
    ['AU', 'Sole Trader', 'abn', '12a', 'No dashes/other characters accepted'],
    ['UK', 'Sole Trader', 'companyNumber', 'x', undefined],
    [
      'NZ',
      'Private Company',
      'registrationNumber',
      '12A34',
      'Field must contain only digits / numbers.',
    ],
    ['NZ', 'Sole Trader', 'registrationNumber', '12-34', undefined],
    [
      'CA',
      'Corporation',
      'craBusinessNumber',
      '12345',
      'Must enter 9 digit BN (first 9 digits of your tax ID).',
    ],
  ])('%s %s: %s %j gives %j', (country, businessType, field, value, message) => {
    const errors = validateSection('companyInformation', {
      ...emptyCompanyInformation(country),
      businessType,
      [field]: value,
    });
    expect(inEnglish(errors[field]?.error)).toBe(message);
  });

  it.each([
    ['Ontario', '123', 'Must be 7, 8 or 10 digits'],
    ['Ontario', '', 'Value Required'],
    ['Manitoba', '', undefined],
    ['Nova Scotia', '1234567', undefined],
  ])(
    'a Canadian corporation in %s with registry id %j: %j',
    (businessState, craRegistryId, message) => {
      const errors = validateSection('companyInformation', {
        ...emptyCompanyInformation('CA'),
        businessType: 'Corporation',
        businessState,
        craRegistryId,
      });
      expect(inEnglish(errors.craRegistryId?.error)).toBe(message);
    },
  );

  it('asks an NZ company to confirm its NZBN address', () => {
    const nz = v.safeParse(companyInformationSchema(), {
      ...validMerchant('NZ').companyInformation,
      businessAddressConfirmed: false,
    });
    expect(inEnglish(nz.issues?.map((i) => fieldErrorOfIssue(i).error))).toEqual([
      'Please confirm this address information matches the one registered to your NZBN before submitting',
    ]);
  });
});

describe('store details cross-field rules', () => {
  it.each([
    ['In-store Only', 'No', IN_STORE_MESSAGE],
    ['Online and In-store', 'No', IN_STORE_MESSAGE],
    ['In-store Only', 'Yes', undefined],
    ['Online Only', 'No', undefined],
  ])('%s with contactless %s: %j', (salesChannel, contactlessPayment, message) => {
    const store = { ...validMerchant('AU').storeDetails, salesChannel, contactlessPayment };
    expect(
      inEnglish(
        validateSection('storeDetails', store, { registeredCountry: 'AU' }).salesChannel?.error,
      ),
    ).toBe(message);
  });

  it('needs at least one currency once cross-border trade interests the merchant', () => {
    const store = {
      ...emptyStoreDetails(),
      ...validMerchant('AU').storeDetails,
      currenciesAvailable: [],
    };
    expect(
      inEnglish(
        validateSection('storeDetails', store, { registeredCountry: 'AU' }).currenciesAvailable,
      ),
    ).toEqual({
      code: 'Required',
      error: 'You must select at least one option',
    });
  });

  it('rejects a Select value outside its pick list', () => {
    const store = { ...validMerchant('CA').storeDetails, salesChannel: 'In-store Only' };
    expect(
      inEnglish(
        validateSection('storeDetails', store, { registeredCountry: 'CA' }).salesChannel?.error,
      ),
    ).toBe('Field has invalid value');
  });
});

describe('bank', () => {
  it.each([
    ['US', { account: '123456789', confirmAccount: '123456780' }, 'confirmAccount'],
    ['AU', { account: '12345678', confirmAccount: '1234567' }, 'confirmAccount'],
    [
      'CA',
      { canadaChequingAccount: '1234567', confirmCanadaChequingAccount: '7654321' },
      'confirmCanadaChequingAccount',
    ],
  ])('%s: a confirmation that differs fails with FieldMismatch', (country, fields, field) => {
    const bank = { ...validMerchant(country as 'US').primaryBank, ...fields };
    expect(
      inEnglish(v.safeParse(primaryBankSchema({ registeredCountry: country }), bank).success),
    ).toBe(false);
    expect(
      inEnglish(validateSection('primaryBank', bank, { registeredCountry: country })[field]),
    ).toEqual({
      code: 'FieldMismatch',
      error: 'Confirm that the two account numbers match',
    });
  });

  it('NZ One Signatory must accept the direct debit terms', () => {
    const bank = { ...validMerchant('NZ').primaryBank, directDebitTermsAccepted: false };
    expect(inEnglish(validateSection('primaryBank', bank, { registeredCountry: 'NZ' }))).toEqual({
      directDebitTermsAccepted: {
        code: 'Required',
        error: 'Please accept the terms agreement before submitting.',
      },
    });
  });

  it('NZ Multiple Signatories needs only the signed form', () => {
    const bank = { ...emptyPrimaryBank(), signatoryType: 'Multiple Signatories' };
    expect(
      inEnglish(Object.keys(validateSection('primaryBank', bank, { registeredCountry: 'NZ' }))),
    ).toEqual(['directDebitAgreement']);
  });

  it.each([
    ['Sole Trader', 'Jane Doe', undefined],
    ['Sole Trader', 'Acme Trading Limited', "Account name must match the business owner's name"],
    ['Private Company', 'ACME trading limited', undefined],
    ['Private Company', 'Jane Doe', 'Account name must match the legal business name'],
    ['Private Company', 'Acme Trading Ltd', undefined],
    ['Private Company', 'Acme Trading Inc', 'Account name must match the legal business name'],
    ['Private Company', 'Doe Corner Store', undefined],
    ['Private Company', 'Globex Limited', 'Account name must match the legal business name'],
    ['Trust', 'Doe Nominees Pty Ltd ATF Acme Trading Limited', undefined],
    ['Sole Trader', 'Mrs Jane Q Doe', undefined],
    ['Sole Trader', 'Jane Doe T/A Doe Corner Store', undefined],
    ['Sole Trader', 'John Doe', "Account name must match the business owner's name"],
  ])('AU %s account named %j: %j', (businessType, bankAccountName, message) => {
    const bank = { ...validMerchant('AU').primaryBank, bankAccountName };
    const context = {
      registeredCountry: 'AU',
      businessType,
      ownerName: 'Jane Doe',
      legalBusinessName: 'Acme Trading Limited',
      tradingNames: ['Doe Corner Store'],
    };
    expect(inEnglish(validateSection('primaryBank', bank, context).bankAccountName?.error)).toBe(
      message,
    );
  });

  describe('secondary bank', () => {
    const context = { registeredCountry: 'US', salesChannel: 'Online and In-store' };

    it('may be submitted empty', () => {
      expect(
        inEnglish(v.safeParse(secondaryBankSchema(context), emptySecondaryBank()).success),
      ).toBe(true);
    });

    it('is checked in full once a field is filled, under the suffixed names', () => {
      const errors = validateSection(
        'secondaryBank',
        { ...emptySecondaryBank(), account2: '123456789' },
        context,
      );
      expect(Object.keys(errors).sort()).toEqual([
        'bankAccountName2',
        'confirmAccount2',
        'routing2',
      ]);
      expect(inEnglish(errors.confirmAccount2?.code)).toBe('Required');
    });

    it('reports a mismatched confirmation of account2', () => {
      const errors = validateSection(
        'secondaryBank',
        {
          ...emptySecondaryBank(),
          bankAccountName2: 'Acme',
          routing2: '021000021',
          account2: '123456789',
          confirmAccount2: '12345678',
        },
        context,
      );
      expect(inEnglish(errors)).toEqual({
        confirmAccount2: {
          code: 'FieldMismatch',
          error: 'Confirm that the two account numbers match',
        },
      });
    });
  });
});
