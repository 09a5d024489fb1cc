/** Published values of the United States and Canada (see published-values.ts). */
import type { PublishedValue } from './published-value';

/** United States. */
export const US_PUBLISHED_VALUES: readonly PublishedValue[] = [
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
];

/** Canada. */
export const CA_PUBLISHED_VALUES: readonly PublishedValue[] = [
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
