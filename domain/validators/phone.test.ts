import { describe, expect, it } from 'vitest';
import { checkPhone, normalizePhoneInput } from './phone';

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
    ['NZ', '+64 21 1234 5678 9', undefined],
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
    // an NZ number entered by a merchant of another country still follows the NZ rule
    ['AU', '+64 21 123 4567', undefined],
    // a calling code without a country format: 5 to 15 digits
    ['US', '+800 1234 5678', undefined],
    // malformed
    ['US', '12+34', invalid],
    ['US', '+99912345', invalid],
    ['US', '', undefined],
  ] as const)('%s %j -> %j', (country, value, expected) => {
    expect(checkPhone(value, country)).toEqual(expected);
  });
});
