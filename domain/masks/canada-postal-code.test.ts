import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostalCode } from '../validators/postal-code';
import { formatCanadaPostalCode } from './canada-postal-code';

describe('Canadian postal code mask (doc 2 §5)', () => {
  it.each([
    ['', ''],
    ['m', 'M'],
    ['m5v', 'M5V'],
    ['m5v3', 'M5V3'],
    ['m5v3l9', 'M5V 3L9'],
    ['M5V 3L9', 'M5V 3L9'],
    ['m5v-3l9', 'M5V-3L9'],
    // five characters keep the length message of the API; a seventh is not cut off
    ['K1A0B', 'K1A0B'],
    ['k1a0b1x', 'K1A0B1X'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatCanadaPostalCode(raw)).toBe(expected);
  });

  it('is idempotent: formatting a formatted value changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const once = formatCanadaPostalCode(raw);
        expect(formatCanadaPostalCode(once)).toBe(once);
      }),
    );
  });
});

describe('the mask never hides a message of the API', () => {
  it('a masked value is valid, or refused as the API refuses the typed value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 a-zA-Z-]{0,9}$/), (raw) => {
        const masked = formatCanadaPostalCode(raw);
        const error = checkPostalCode(masked, 'CA');
        if (error) expect(error).toEqual(checkPostalCode(raw.toUpperCase(), 'CA'));
      }),
    );
  });
});
