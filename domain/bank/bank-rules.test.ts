import { describe, expect, it } from 'vitest';
import { emptyPrimaryBank, emptySecondaryBank, type PrimaryBankField } from './bank';
import { ACCOUNT_NAME_OF_LEGAL_ENTITY, ACCOUNT_NAME_OF_OWNER } from './bank-rules';
import { fieldStates } from '../applicability/field-states';
import { computeSelfServeInStore, isBankLinkEligible } from '../applicability/self-serve';

const primary = (
  country: string,
  more: Record<string, string> = {},
  businessType = 'Partnership',
) =>
  fieldStates(
    'primaryBank',
    { ...emptyPrimaryBank(), ...more },
    {
      registeredCountry: country,
      businessType,
    },
  );

const applicable = (country: string, more: Record<string, string> = {}) => {
  const s = primary(country, more);
  return (Object.keys(s) as PrimaryBankField[]).filter((f) => s[f].applicable).sort();
};

describe('primary bank fields by country', () => {
  it.each([
    ['US', ['account', 'bankAccountName', 'confirmAccount', 'routing']],
    ['AU', ['account', 'bankAccountName', 'bsb', 'confirmAccount']],
    ['UK', ['account', 'bankAccountName', 'confirmAccount', 'sortCode']],
    [
      'CA',
      [
        'bankAccountName',
        'canadaChequingAccount',
        'canadaRoutingInstitutionIdNumber',
        'canadaRoutingTransitIdNumber',
        'confirmCanadaChequingAccount',
      ],
    ],
    [
      'NZ',
      ['account', 'bankAccountName', 'bankBranch', 'bankName', 'confirmAccount', 'signatoryType'],
    ],
  ])('%s: %j', (country, fields) => {
    expect(applicable(country)).toEqual([...fields].sort());
  });

  it('NZ One Signatory adds the signatory, e-mail and direct debit terms', () => {
    expect(applicable('NZ', { signatoryType: 'One Signatory' })).toEqual(
      [
        'account',
        'bankAccountName',
        'bankBranch',
        'bankName',
        'confirmAccount',
        'directDebitTermsAccepted',
        'email',
        'signatoryName',
        'signatoryType',
      ].sort(),
    );
  });

  it('NZ Multiple Signatories asks only for the signed direct debit form', () => {
    expect(applicable('NZ', { signatoryType: 'Multiple Signatories' })).toEqual([
      'directDebitAgreement',
      'signatoryType',
    ]);
  });

  it.each([
    ['AU', 'Sole Trader', ACCOUNT_NAME_OF_OWNER],
    ['US', 'Sole Proprietorship', ACCOUNT_NAME_OF_OWNER],
    ['US', 'LLC', ACCOUNT_NAME_OF_LEGAL_ENTITY],
    ['NZ', 'Trust', ACCOUNT_NAME_OF_LEGAL_ENTITY],
  ])('%s %s: the account name must match the %s', (country, type, variant) => {
    expect(primary(country, {}, type).bankAccountName.labelVariant).toBe(variant);
  });
});

describe('secondary bank', () => {
  const secondary = (country: string, salesChannel: string, more: Record<string, string> = {}) =>
    fieldStates(
      'secondaryBank',
      { ...emptySecondaryBank(), ...more },
      {
        registeredCountry: country,
        salesChannel,
      },
    );

  it.each([
    ['AU', 'Online and In-store', true],
    ['NZ', 'Online and In-store', true],
    ['UK', 'Online and In-store', true],
    ['US', 'Online and In-store', true],
    ['CA', 'Online and In-store', false],
    ['AU', 'Online Only', false],
    ['US', 'In-store Only', false],
  ])('%s %s: shown %s', (country, channel, shown) => {
    expect(secondary(country, channel).account2.shown).toBe(shown);
  });

  it('is optional until one of its fields is filled', () => {
    expect(secondary('US', 'Online and In-store').routing2).toMatchObject({
      applicable: true,
      required: false,
    });
    const started = secondary('US', 'Online and In-store', { bankAccountName2: 'Acme' });
    expect(started.routing2.required).toBe(true);
    expect(started.account2.required).toBe(true);
  });

  it('follows the NZ signatory answer under the suffixed names', () => {
    const s = secondary('NZ', 'Online and In-store', { signatoryType2: 'Multiple Signatories' });
    expect(s.directDebitAgreement2.required).toBe(true);
    expect(s.account2.applicable).toBe(false);
  });
});

describe('self-serve in-store and bank linking', () => {
  it.each([
    ['US', 'In-store Only', 'No', true],
    ['AU', 'Online and In-store', 'No', true],
    ['AU', 'In-store Only', 'Yes', false],
    ['US', 'Online Only', 'No', false],
    ['NZ', 'In-store Only', 'No', false],
    ['UK', 'In-store Only', 'No', false],
  ])('%s %s multiTerminal %s: self-serve %s', (country, channel, multiTerminal, expected) => {
    expect(computeSelfServeInStore(country, channel, multiTerminal)).toBe(expected);
  });

  it.each([
    ['US', 'Sole Proprietorship', true],
    ['US', 'Corporation', true],
    ['US', 'LLC', true],
    ['US', 'Partnership', false],
    ['CA', 'Partnership', true],
    ['CA', 'Corporation', true],
    ['AU', 'Private Company', false],
    ['NZ', 'Trust', false],
  ])('%s %s may link a bank automatically: %s', (country, type, expected) => {
    expect(isBankLinkEligible(country, type)).toBe(expected);
  });
});
