import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEin } from './ein';
import { inEnglish } from '../../test/i18n/say-in';

const format = {
  code: 'InvalidFormat',
  error: 'Must be 9 digits. No dashes/other characters accepted.',
};
const prefix = {
  code: 'InvalidFormat',
  error: 'This EIN is not valid. Check the number on your IRS EIN confirmation letter.',
};

describe('checkEin: 9 digits (doc 2 §5) with an IRS-assigned prefix', () => {
  it.each([
    ['123456789', undefined],
    ['010000000', undefined],
    ['990000000', undefined],
    ['12-3456789', format],
    ['12345678', format],
    ['1234567890', format],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkEin(value))).toEqual(expected);
  });

  it.each([
    '00',
    '07',
    '08',
    '09',
    '17',
    '18',
    '19',
    '28',
    '29',
    '49',
    '69',
    '70',
    '78',
    '79',
    '89',
    '96',
    '97',
  ])('prefix %s is never assigned', (p) => {
    expect(inEnglish(checkEin(`${p}1234567`))).toEqual(prefix);
  });

  it('every other prefix is accepted with any seven digits', () => {
    const unassigned = new Set([
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ]);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 99 })
          .map((n) => String(n).padStart(2, '0'))
          .filter((p) => !unassigned.has(p)),
        fc.integer({ min: 0, max: 9_999_999 }),
        (p, rest) => checkEin(`${p}${String(rest).padStart(7, '0')}`) === undefined,
      ),
    );
  });
});
