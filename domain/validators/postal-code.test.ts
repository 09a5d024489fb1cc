import { describe, expect, it } from 'vitest';
import { checkPostalCode, normalizeCanadaPostalCode } from './postal-code';
import { inEnglish } from '../../test/i18n/say-in';

const length = (error: string) => ({ code: 'InvalidLength', error });

describe('checkPostalCode per country (doc 2 §5)', () => {
  it.each([
    ['US', '90210', undefined],
    ['US', '90210-1234', undefined],
    ['US', '9021', length('Min length 5, max length 10')],
    ['US', '90210-12345', length('Min length 5, max length 10')],
    ['AU', '2000', undefined],
    ['AU', '200', length('Exact length 4')],
    ['AU', '20000', length('Exact length 4')],
    ['NZ', '6011', undefined],
    ['NZ', '60111', length('Exact length 4')],
    ['UK', 'SW1A 1AA', undefined],
    ['UK', 'M1 1AE', undefined],
    ['UK', 'M11A', length('Min length 5, max length 8')],
    ['UK', 'SW1A  1AAA', length('Min length 5, max length 8')],
    ['CA', 'K1A 0B1', undefined],
    ['CA', 'k1a0b1', undefined],
    ['CA', 'K1A0B', length('Min length 6, max length 7')],
    ['CA', 'K1A 0B12', length('Min length 6, max length 7')],
    ['CA', '123 456', { code: 'InvalidFormat', error: 'Postal code must be of format A1A 1A1' }],
    ['CA', 'D1A 0B1', { code: 'InvalidFormat', error: 'Postal code must be of format A1A 1A1' }],
    ['CA', 'K1A-0B1', { code: 'InvalidFormat', error: 'Postal code must be of format A1A 1A1' }],
    ['US', '', undefined],
  ] as const)('%s %j -> %j', (country, value, expected) => {
    expect(inEnglish(checkPostalCode(value, country))).toEqual(expected);
  });
});

describe('normalizeCanadaPostalCode uppercases and puts a space in six typed characters', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a', 'K1A'],
    ['k1a0', 'K1A0'],
    ['k1a-0b1x', 'K1A-0B1X'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeCanadaPostalCode(raw)).toBe(expected);
  });
});
