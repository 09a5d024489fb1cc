/** Values known to be wrong, with doc 2 §5's message (see published-values.ts). */
import type { PublishedValue } from './published-value';

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
