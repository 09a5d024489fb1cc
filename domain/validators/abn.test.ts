import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAbn } from './abn';
import { inEnglish } from '../../test/i18n/say-in';

const invalid = {
  code: 'InvalidFormat',
  error:
    'Must be a valid ABN (11 digits) or ACN (9 digits). Check it on the Australian Business Register.',
};

describe('checkAbn: digits only, 9 to 11 (doc 2 §5)', () => {
  it.each([
    ['51824753556', undefined], // the ABR's worked example
    ['53004085616', undefined],
    ['004085616', undefined], // an ACN (ASIC's example)
    ['51 824 753 556', { code: 'InvalidFormat', error: 'No dashes/other characters accepted' }],
    ['51-824-753', { code: 'InvalidFormat', error: 'No dashes/other characters accepted' }],
    ['12345678', { code: 'InvalidLength', error: 'Min length 9' }],
    ['123456789012', { code: 'InvalidLength', error: 'Max length 11' }],
    ['51824753557', invalid],
    ['004085617', invalid],
    ['1234567890', invalid],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkAbn(value))).toEqual(expected);
  });
});

// ABR "Format of the ABN": subtract 1 from the first digit, weights 10,1,3,…,19, sum mod 89 = 0.
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** Real ABNs: nine random digits, then the two leading digits that make the sum divide by 89. */
const validAbn = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((rest) => {
    const r = rest.reduce((sum, d, i) => sum + d * (WEIGHTS[i + 2] ?? 0), 0) % 89;
    const lead = (89 - r) % 89; // (d1 - 1) * 10 + d2
    return `${Math.floor(lead / 10) + 1}${lead % 10}${rest.join('')}`;
  });

describe('ABN mod-89 check (property)', () => {
  it('every generated ABN passes', () => {
    fc.assert(fc.property(validAbn, (abn) => checkAbn(abn) === undefined));
  });

  it('changing any one digit of a valid ABN fails', () => {
    fc.assert(
      fc.property(
        validAbn,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (abn, position, shift) => {
          const digit = (Number(abn[position]) + shift) % 10;
          const corrupted = `${abn.slice(0, position)}${digit}${abn.slice(position + 1)}`;
          expect(inEnglish(checkAbn(corrupted))).toEqual(invalid);
        },
      ),
    );
  });
});
