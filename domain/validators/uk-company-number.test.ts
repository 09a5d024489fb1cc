import { describe, expect, it } from 'vitest';
import { checkUkCompanyNumber, ukCompanyPrefixName } from './uk-company-number';
import { inEnglish } from '../../test/i18n/say-in';

const format = {
  code: 'InvalidCompanyNumber',
  error:
    'UK registered company numbers have 8 characters - either 8 numbers (12345678) or 2 letters + 6 numbers (AB123456). If you only have seven numbers, add a leading zero (01234567).',
};

describe('checkUkCompanyNumber (doc 2 §5) with Companies House prefixes', () => {
  it.each([
    ['01234567', undefined], // England and Wales
    ['SC123456', undefined], // Scotland
    ['NI123456', undefined], // Northern Ireland
    ['OC123456', undefined], // LLP
    ['so123456', undefined], // lower case is read as upper case
    ['LP012345', undefined],
    ['FC012345', undefined],
    ['CE000123', undefined],
    ['R0000123', undefined],
    ['1234567', format],
    ['123456789', format],
    ['AB12345', format],
    ['ABC12345', format],
    ['SC 123456', format],
    ['00000000', format],
    // a prefix missing from the list never blocks: the format decides
    ['AB123456', undefined],
    ['XX123456', undefined],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkUkCompanyNumber(value))).toEqual(expected);
  });

  it.each([
    'SC',
    'NI',
    'OC',
    'SO',
    'NC',
    'LP',
    'SL',
    'SE',
    'FC',
    'SF',
    'NF',
    'GE',
    'IP',
    'SP',
    'RC',
    'SR',
    'NP',
    'NO',
    'NL',
    'NV',
    'NR',
    'AC',
    'ZC',
    'SZ',
    'SA',
    'IC',
    'SI',
    'NA',
    'NZ',
    'CE',
    'CS',
    'SG',
    'RS',
    'OE',
  ])('prefix %s is accepted and named', (p) => {
    expect(checkUkCompanyNumber(`${p}000123`)).toBeUndefined();
    expect(ukCompanyPrefixName(`${p}000123`)).toBeDefined();
  });
});
