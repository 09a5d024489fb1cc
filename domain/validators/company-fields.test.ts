import { describe, expect, it } from 'vitest';
import { checkCraRegistryId } from './cra-registry-id';
import { checkNzRegistrationNumber, checkStockMarketLister } from './nz-company';
import { inEnglish } from '../../test/i18n/say-in';

describe('NZ company fields (doc 2 §5)', () => {
  it.each([
    ['1234567', undefined],
    ['123-4567', { code: 'InvalidTypeNumber', error: 'Field must contain only digits / numbers.' }],
    ['AB12', { code: 'InvalidTypeNumber', error: 'Field must contain only digits / numbers.' }],
  ])('registrationNumber %j -> %j', (value, expected) => {
    expect(inEnglish(checkNzRegistrationNumber(value))).toEqual(expected);
  });

  it.each([
    ['A', undefined],
    ['AIR', undefined],
    ['ABCDE', undefined],
    ['ABCDEF', { code: 'InvalidLength', error: 'Max length 5' }],
  ])('stockMarketLister %j -> %j', (value, expected) => {
    expect(inEnglish(checkStockMarketLister(value))).toEqual(expected);
  });
});

describe('craRegistryId by province (doc 2 §5)', () => {
  const fail = (error: string) => ({ code: 'InvalidFormat', error });
  it.each([
    ['British Columbia', 'BC1234567', undefined],
    ['British Columbia', 'A123456', undefined],
    ['British Columbia', 'BC1234', fail('Must be 7 to 9 letters or numbers')],
    ['British Columbia', 'BC12345678', fail('Must be 7 to 9 letters or numbers')],
    ['BC', 'BC-12345', fail('Must be 7 to 9 letters or numbers')],
    ['New Brunswick', '12345', undefined],
    ['New Brunswick', '123456', undefined],
    ['New Brunswick', '1234567', fail('Must be 5 or 6 digits')],
    ['New Brunswick', 'A2345', fail('Must be 5 or 6 digits')],
    ['Ontario', '1234567', undefined],
    ['Ontario', '12345678', undefined],
    ['Ontario', '1234567890', undefined],
    ['Ontario', '123456789', fail('Must be 7, 8 or 10 digits')],
    ['Quebec', '1234567890', undefined],
    ['QC', '123456789', fail('Must be 7, 8 or 10 digits')],
    ['Nova Scotia', '1234567', undefined],
    ['Nova Scotia', '12345678', fail('Must be 7 digits')],
    ['Alberta', '2012345678', undefined],
    ['Alberta', 'AB123456', undefined],
    ['Alberta', '1234567', fail('Must be 8 to 10 letters or numbers')],
    ['Manitoba', 'anything at all', undefined],
    [undefined, '1', undefined],
    ['Ontario', '', undefined],
  ])('%s %j -> %j', (province, value, expected) => {
    expect(inEnglish(checkCraRegistryId(value, province))).toEqual(expected);
  });
});
