import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCraBusinessNumber } from './cra-business-number';
import { inEnglish } from '../../test/i18n/say-in';

const format = {
  code: 'InvalidFormat',
  error: 'Must enter 9 digit BN (first 9 digits of your tax ID).',
};
const invalid = {
  code: 'InvalidFormat',
  error:
    'This BN is not valid. Check the first 9 digits of your tax ID on your CRA correspondence.',
};

describe('checkCraBusinessNumber: exactly 9 digits (doc 2 §5) with a Luhn check digit', () => {
  it.each([
    ['123456782', undefined],
    ['000000000', undefined],
    ['123456789', invalid],
    ['12345678', format],
    ['123456782RT0001', format],
    ['12345 6782', format],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkCraBusinessNumber(value))).toEqual(expected);
  });
});

/** Business numbers: eight digits and their Luhn check digit (ISO/IEC 7812-1 annex B). */
const validBn = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((payload) => {
    // From the right of the payload, every first, third, … digit is doubled.
    const sum = payload
      .slice()
      .reverse()
      .reduce((total, d, i) => total + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
    return `${payload.join('')}${(10 - (sum % 10)) % 10}`;
  });

describe('BN Luhn check (property)', () => {
  it('every generated BN passes', () => {
    fc.assert(fc.property(validBn, (bn) => checkCraBusinessNumber(bn) === undefined));
  });

  it('changing any one digit of a valid BN fails', () => {
    fc.assert(
      fc.property(
        validBn,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (bn, position, shift) => {
          const digit = (Number(bn[position]) + shift) % 10;
          const corrupted = `${bn.slice(0, position)}${digit}${bn.slice(position + 1)}`;
          expect(inEnglish(checkCraBusinessNumber(corrupted))).toEqual(invalid);
        },
      ),
    );
  });
});
