import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCanadaPostalCode } from './canada-postal-code';

describe('Canadian postal code mask (doc 2 §5)', () => {
  it.each([
    ['', ''],
    ['m', 'M'],
    ['m5v', 'M5V'],
    ['m5v3', 'M5V 3'],
    ['m5v3l9', 'M5V 3L9'],
    ['M5V 3L9', 'M5V 3L9'],
    ['m5v-3l9-extra', 'M5V 3L9'],
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
