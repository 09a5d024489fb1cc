/**
 * Real values published by registers, banks and public bodies, per country, with where each is
 * published. Every one must pass the shared schemas and the API; the known invalid ones must be
 * refused with doc 2's message. Account bases and suffixes beside a published bank and branch are
 * illustrative (no one publishes a merchant's account).
 */
import type { CountryCode } from '../countries/country-code';
import type { ErrorSection } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';
import { validMerchant } from './valid-merchant.fixture';

/** Where a value goes: a section's field (owner fields are owner 0's). */
export type PublishedSection = 'companyInformation' | 'owner' | 'primaryBank' | 'customerSupport';

export interface PublishedValue {
  country: CountryCode;
  section: PublishedSection;
  /** The field and its value; an account number also fills its confirmation. */
  field: string;
  value: string;
  source: string;
}

const nzAccount = (bankBranch: string, bank: string): PublishedValue => ({
  country: 'NZ',
  section: 'primaryBank',
  field: 'account',
  value: `${bankBranch}-0012345-00`,
  source: `${bank}, bank and branch ${bankBranch} (Payments NZ Bank Branch Register, January 2026)`,
});

export const PUBLISHED_VALUES: readonly PublishedValue[] = [
  // United States
  {
    country: 'US',
    section: 'primaryBank',
    field: 'routing',
    value: '021000021',
    source: 'JPMorgan Chase Bank, N.A., New York ABA routing number (chase.com)',
  },
  {
    country: 'US',
    section: 'primaryBank',
    field: 'routing',
    value: '011000015',
    source: 'Federal Reserve Bank of Boston ABA routing number (Fedwire directory)',
  },
  {
    country: 'US',
    section: 'companyInformation',
    field: 'ein',
    value: '530196605',
    source: 'The American National Red Cross, EIN 53-0196605 (IRS Tax Exempt Organization Search)',
  },
  {
    country: 'US',
    section: 'companyInformation',
    field: 'ein',
    value: '53-0196605',
    source: 'The American National Red Cross EIN as the IRS prints it, with its dash',
  },
  {
    country: 'US',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+1 202-456-1111',
    source: 'The White House comment line (whitehouse.gov)',
  },
  {
    country: 'US',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '(202) 456-1111',
    source: 'The White House comment line, national form',
  },
  {
    country: 'US',
    section: 'owner',
    field: 'postalCode',
    value: '20500',
    source: 'The White House, Washington DC 20500 (USPS)',
  },
  {
    country: 'US',
    section: 'companyInformation',
    field: 'businessPostalCode',
    value: '20500-0003',
    source: 'The White House ZIP+4 (USPS)',
  },
  // Australia
  {
    country: 'AU',
    section: 'primaryBank',
    field: 'bsb',
    value: '062-000',
    source: 'Commonwealth Bank of Australia, 48 Martin Place Sydney (AusPayNet BSB directory)',
  },
  {
    country: 'AU',
    section: 'companyInformation',
    field: 'abn',
    value: '51824753556',
    source: 'Australian Taxation Office, ABN 51 824 753 556 (ABN Lookup)',
  },
  {
    country: 'AU',
    section: 'companyInformation',
    field: 'abn',
    value: '33051775556',
    source: 'Telstra Corporation Limited, ABN 33 051 775 556 (ABN Lookup)',
  },
  // As people type them (decision 0110): the register's spacing, the IRS letter's dash, a bank
  // card's spaced sort code, a BSB without its dash.
  {
    country: 'AU',
    section: 'companyInformation',
    field: 'abn',
    value: '51 824 753 556',
    source: 'Australian Taxation Office, ABN 51 824 753 556 as ABN Lookup shows it',
  },
  {
    country: 'AU',
    section: 'primaryBank',
    field: 'bsb',
    value: '062000',
    source: 'Commonwealth Bank of Australia BSB 062-000 typed without its dash',
  },
  {
    country: 'AU',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+61 2 6277 7111',
    source: 'Parliament House Canberra switchboard (aph.gov.au)',
  },
  {
    country: 'AU',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '(02) 6277 7111',
    source: 'Parliament House Canberra switchboard, national form',
  },
  {
    country: 'AU',
    section: 'owner',
    field: 'postalCode',
    value: '2600',
    source: 'Parliament House, Canberra ACT 2600 (Australia Post)',
  },
  // New Zealand
  {
    country: 'NZ',
    section: 'primaryBank',
    field: 'account',
    value: '01-0902-0068389-00',
    source: "Inland Revenue's worked example (RWT and NRWT certificate filing specification)",
  },
  nzAccount('05-8884', 'China Construction Bank NZ Ltd'),
  nzAccount('88-8800', 'Bank of China NZ Ltd'),
  nzAccount('02-2025', 'Bank of New Zealand, BNZ Account'),
  nzAccount('02-2053', 'Bank of New Zealand, BNZ Account'),
  nzAccount('04-2014', 'ANZ Bank New Zealand, ANZ Institutional'),
  nzAccount('04-2019', 'ANZ Bank New Zealand, ANZ Institutional'),
  nzAccount('01-6150', 'ANZ Bank New Zealand, ANZ Corporate Headquarters'),
  nzAccount('03-5050', 'Westpac'),
  {
    country: 'NZ',
    section: 'companyInformation',
    field: 'registrationNumber',
    value: '104799',
    source: 'Air New Zealand Limited, company number 104799 (NZ Companies Office)',
  },
  {
    country: 'NZ',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+64 4 817 9999',
    source: 'New Zealand Parliament (parliament.nz)',
  },
  {
    country: 'NZ',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '04 817 9999',
    source: 'New Zealand Parliament, national form',
  },
  {
    country: 'NZ',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '0800 775 247',
    source: 'Inland Revenue (ird.govt.nz)',
  },
  {
    country: 'NZ',
    section: 'owner',
    field: 'postalCode',
    value: '6011',
    source: 'Wellington Central (NZ Post)',
  },
  // United Kingdom
  {
    country: 'UK',
    section: 'primaryBank',
    field: 'sortCode',
    value: '08-99-99',
    source: 'Pay.UK (Vocalink) "Validating account numbers", test case 089999 66374958',
  },
  {
    country: 'UK',
    section: 'primaryBank',
    field: 'sortCode',
    value: '08 99 99',
    source: 'Pay.UK (Vocalink) test sort code 089999 typed with spaces',
  },
  {
    country: 'UK',
    section: 'companyInformation',
    field: 'companyNumber',
    value: 'sc 045551',
    source: 'NatWest Group plc (Companies House) typed in lower case with a space',
  },
  {
    country: 'UK',
    section: 'primaryBank',
    field: 'sortCode',
    value: '10-79-99',
    source: 'Pay.UK (Vocalink) "Validating account numbers", test case 107999 88837491',
  },
  {
    country: 'UK',
    section: 'companyInformation',
    field: 'companyNumber',
    value: '00445790',
    source: 'Tesco PLC (Companies House)',
  },
  {
    country: 'UK',
    section: 'companyInformation',
    field: 'companyNumber',
    value: 'SC045551',
    source: 'NatWest Group plc (Companies House)',
  },
  {
    country: 'UK',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+44 20 7219 3000',
    source: 'UK Parliament switchboard (parliament.uk)',
  },
  {
    country: 'UK',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '020 7946 0958',
    source: 'Ofcom numbers for drama, London (ofcom.org.uk)',
  },
  {
    country: 'UK',
    section: 'owner',
    field: 'postalCode',
    value: 'SW1A 0AA',
    source: 'Houses of Parliament (Royal Mail)',
  },
  {
    country: 'UK',
    section: 'companyInformation',
    field: 'businessPostalCode',
    value: 'SW1A 2AA',
    source: '10 Downing Street (Royal Mail)',
  },
  // Canada
  {
    country: 'CA',
    section: 'primaryBank',
    field: 'canadaRoutingInstitutionIdNumber',
    value: '003',
    source: 'Royal Bank of Canada institution number (Payments Canada)',
  },
  {
    country: 'CA',
    section: 'primaryBank',
    field: 'canadaRoutingInstitutionIdNumber',
    value: '004',
    source: 'The Toronto-Dominion Bank institution number (Payments Canada)',
  },
  {
    country: 'CA',
    section: 'companyInformation',
    field: 'craBusinessNumber',
    value: '119219814',
    source: 'The Canadian Red Cross Society, BN 119219814 RR0001 (CRA list of charities)',
  },
  {
    country: 'CA',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '1-800-959-5525',
    source: 'CRA business enquiries (canada.ca)',
  },
  {
    country: 'CA',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+1 800 959 5525',
    source: 'CRA business enquiries, international form',
  },
  {
    country: 'CA',
    section: 'owner',
    field: 'postalCode',
    value: 'K1A 0B1',
    source: 'Canada Post head office, Ottawa (Canada Post)',
  },
  {
    country: 'CA',
    section: 'companyInformation',
    field: 'businessPostalCode',
    value: 'H0H 0H0',
    source: 'Santa Claus, North Pole (Canada Post)',
  },
];

/** Values known to be wrong, and doc 2 §5's message for each. */
export interface KnownInvalid extends Omit<PublishedValue, 'source'> {
  message: string;
}

export const KNOWN_INVALID: readonly KnownInvalid[] = [
  {
    country: 'UK',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+44 20 7946 095',
    message: 'Must be a valid phone number',
  },
  {
    country: 'UK',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '+44 2079460',
    message: 'Must be a valid phone number',
  },
  {
    country: 'NZ',
    section: 'customerSupport',
    field: 'customerSupportPhone',
    value: '09 123 456',
    message: 'Must be a valid phone number',
  },
  {
    country: 'CA',
    section: 'owner',
    field: 'postalCode',
    value: 'K1A0B',
    message: 'Min length 6, max length 7',
  },
  {
    country: 'CA',
    section: 'owner',
    field: 'postalCode',
    value: 'K1A-0B1',
    message: 'Postal code must be of format A1A 1A1',
  },
  { country: 'AU', section: 'owner', field: 'postalCode', value: '260', message: 'Exact length 4' },
  {
    country: 'AU',
    section: 'primaryBank',
    field: 'bsb',
    value: '06-2000',
    message: 'Must be a 6 digit code with a “-” in the middle. Example: 111-000',
  },
  {
    country: 'AU',
    section: 'companyInformation',
    field: 'abn',
    value: '51 824 753 55O',
    message: 'No dashes/other characters accepted',
  },
  {
    country: 'UK',
    section: 'primaryBank',
    field: 'sortCode',
    value: '08999',
    message: 'Invalid sort code. Must be in the format 12-34-56.',
  },
  {
    country: 'UK',
    section: 'companyInformation',
    field: 'companyNumber',
    value: '445790',
    message:
      'UK registered company numbers have 8 characters - either 8 numbers (12345678) or 2 letters + 6 numbers (AB123456). If you only have seven numbers, add a leading zero (01234567).',
  },
  {
    country: 'US',
    section: 'companyInformation',
    field: 'ein',
    value: '53-019660',
    message: 'Must be 9 digits. No dashes/other characters accepted.',
  },
  {
    country: 'US',
    section: 'owner',
    field: 'postalCode',
    value: '2050',
    message: 'Min length 5, max length 10',
  },
  {
    country: 'CA',
    section: 'companyInformation',
    field: 'craBusinessNumber',
    value: '11921981',
    message: 'Must enter 9 digit BN (first 9 digits of your tax ID).',
  },
  {
    country: 'CA',
    section: 'primaryBank',
    field: 'canadaRoutingInstitutionIdNumber',
    value: '03',
    message: 'Must be exact length 3',
  },
  {
    country: 'NZ',
    section: 'primaryBank',
    field: 'account',
    value: '01-902-0068389-00',
    message:
      'NZ bank account number must only contain numbers and match formats ##-####-#######-## or ##-####-#######-###',
  },
  {
    country: 'NZ',
    section: 'companyInformation',
    field: 'registrationNumber',
    value: '104799A',
    message: 'Field must contain only digits / numbers.',
  },
];

/** The valid merchant of the value's country with the value in its place. */
export function merchantWithValue(value: Omit<PublishedValue, 'source'>): Merchant {
  const merchant = validMerchant(value.country);
  const target: Record<string, unknown> = (value.section === 'owner'
    ? merchant.owners[0]!
    : merchant[value.section]) as unknown as Record<string, unknown>;
  target[value.field] = value.value;
  if (value.field === 'account') target.confirmAccount = value.value;
  return merchant;
}

/** Where the API and the schemas put the error of the value's field. */
export function errorKeyOf(value: Pick<PublishedValue, 'section' | 'field'>): {
  section: ErrorSection;
  key: string;
} {
  return value.section === 'owner'
    ? { section: 'owners', key: `bo_0_${value.field}` }
    : { section: value.section, key: value.field };
}
