/**
 * Published values of Australia, New Zealand and the United Kingdom (see
 * published-values.ts).
 */
import type { PublishedValue } from './published-value';

const nzAccount = (bankBranch: string, bank: string): PublishedValue => ({
  country: 'NZ',
  section: 'primaryBank',
  field: 'account',
  value: `${bankBranch}-0012345-00`,
  source: `${bank}, bank and branch ${bankBranch} (Payments NZ Bank Branch Register, January 2026)`,
});

/** Australia. */
export const AU_PUBLISHED_VALUES: readonly PublishedValue[] = [
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
];

/** New Zealand. */
export const NZ_PUBLISHED_VALUES: readonly PublishedValue[] = [
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
];

/** United Kingdom. */
export const UK_PUBLISHED_VALUES: readonly PublishedValue[] = [
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
];
