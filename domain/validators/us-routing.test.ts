import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUsRouting } from './us-routing';
import { inEnglish } from '../../test/i18n/say-in';

const invalid = {
  code: 'InvalidFormat',
  error: 'Invalid routing number. Check the 9-digit number on your check or bank statement.',
};

describe('checkUsRouting: nine digits (doc 2 §5) with the ABA check digit', () => {
  it.each([
    ['011000015', undefined], // Federal Reserve Bank of Boston
    ['021000021', undefined], // JPMorgan Chase, New York
    ['121000358', undefined], // Bank of America, California
    ['322271627', undefined], // Chase, California (thrift range)
    ['011000016', invalid],
    ['131000015', invalid], // prefix 13 is not assigned
    ['12100035', { code: 'InvalidFormat', error: 'Must include 9 numbers only' }],
    ['1210-00358', { code: 'InvalidFormat', error: 'Must include 9 numbers only' }],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkUsRouting(value))).toEqual(expected);
  });
});

const prefixes = [
  ...Array.from({ length: 13 }, (_, i) => i),
  ...Array.from({ length: 12 }, (_, i) => 21 + i),
  ...Array.from({ length: 12 }, (_, i) => 61 + i),
  80,
];

/** Real routing numbers: an assigned prefix, six digits, then the 3-7-1 check digit. */
const validRouting = fc
  .tuple(
    fc.constantFrom(...prefixes),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
  )
  .map(([prefix, middle]) => {
    const first8 = [...String(prefix).padStart(2, '0')].map(Number).concat(middle);
    const weights = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = first8.reduce((total, d, i) => total + d * (weights[i] ?? 0), 0);
    return `${first8.join('')}${(10 - (sum % 10)) % 10}`;
  });

describe('ABA 3-7-1 check (property)', () => {
  it('every generated routing number passes', () => {
    fc.assert(fc.property(validRouting, (routing) => checkUsRouting(routing) === undefined));
  });

  it('changing any one digit of a valid routing number fails', () => {
    fc.assert(
      fc.property(
        validRouting,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (routing, position, shift) => {
          const digit = (Number(routing[position]) + shift) % 10;
          const corrupted = `${routing.slice(0, position)}${digit}${routing.slice(position + 1)}`;
          expect(inEnglish(checkUsRouting(corrupted))).toEqual(invalid);
        },
      ),
    );
  });
});
