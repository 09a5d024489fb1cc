import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPhone, normalizePhoneInput } from './phone';
import { inEnglish } from '../../test/i18n/say-in';

const invalid = { code: 'InvalidPhone', error: 'Must be a valid phone number' };

describe('normalizePhoneInput keeps only digits and plus signs (doc 2 §5)', () => {
  it.each([
    ['+64 (21) 123-4567', '+64211234567'],
    ['021 123 4567 ext', '0211234567'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizePhoneInput(raw)).toBe(expected);
  });
});

describe('checkPhone per country (doc 2 §5)', () => {
  it.each([
    // NZ: 10 to 13 digits counted with the calling code
    ['NZ', '021 123 4567', undefined],
    ['NZ', '+64 9 123 4567', undefined],
    // 13 digits fits doc 2's count but no NZ number is that long (numbering plan)
    ['NZ', '+64 21 1234 5678 9', invalid],
    ['NZ', '+64 21 1234 5678', undefined],
    ['NZ', '+64 21 1234 5678 90', invalid],
    ['NZ', '+64 1234 56', invalid],
    // known formats: the number must fit the country's plan
    ['US', '(201) 555-0123', undefined],
    ['US', '123-456-7890', invalid],
    ['US', '201 555 012', invalid],
    ['CA', '+1 416 555 0123', undefined],
    ['AU', '0412 345 678', undefined],
    ['AU', '0412 345 67', invalid],
    ['UK', '020 7946 0958', undefined],
    ['UK', '+44 7911 123456', undefined],
    ['UK', '+44 7911 1234', invalid],
    ['UK', '07911 123456', undefined],
    // one digit short of a London number, typed either way
    ['UK', '+44 20 7946 095', invalid],
    ['UK', '020 7946 095', invalid],
    ['UK', '+44 2079460', invalid],
    ['US', '+44 20 7946 095', invalid],
    ['NZ', '+44 20 7946 0958', undefined],
    // NZ: national and international forms counted alike (with the calling code 64)
    ['NZ', '09 123 4567', undefined],
    ['NZ', '+64 9 123 4567', undefined],
    ['NZ', '021 234 567', undefined],
    ['NZ', '+64 21 234 567', undefined],
    ['NZ', '09 123 456', invalid],
    ['NZ', '+64 9 123 456', invalid],
    ['AU', '+61 2 9876 543', invalid],
    ['CA', '+1 613 555 012', invalid],
    // an NZ number entered by a merchant of another country still follows the NZ rule
    ['AU', '+64 21 123 4567', undefined],
    // a calling code without a country format: 5 to 15 digits
    ['US', '+800 1234 5678', undefined],
    // malformed
    ['US', '12+34', invalid],
    ['US', '+99912345', invalid],
    ['US', '', undefined],
  ] as const)('%s %j -> %j', (country, value, expected) => {
    expect(inEnglish(checkPhone(value, country))).toEqual(expected);
  });
});

describe('national and international forms give the same answer', () => {
  const CALLING = { US: '1', CA: '1', AU: '61', NZ: '64', UK: '44' } as const;
  it.each(Object.entries(CALLING))('%s', (country, code) => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{4,11}$/), (national) => {
        const c = country as keyof typeof CALLING;
        // The US and Canada dial no trunk prefix (a leading 1 is the prefix); the others dial 0.
        const trunk = code === '1' ? '' : '0';
        expect(checkPhone(`${trunk}${national}`, c)).toEqual(checkPhone(`+${code}${national}`, c));
      }),
    );
  });
});
