import { describe, expect, it } from 'vitest';
import { checkSsn } from './ssn';
import { inEnglish } from '../../test/i18n/say-in';

describe('checkSsn (doc 2 §5)', () => {
  const format = { code: 'InvalidFormat', error: 'Must include 9 numbers only' };
  const notIssued = {
    code: 'InvalidFormat',
    error: 'Must be a valid Social Security or Taxpayer Identification number',
  };
  it.each([
    ['123456789', undefined],
    ['912701234', undefined],
    ['12345678', format],
    ['1234567890', format],
    ['123-45-6789', format],
    ['12345678a', format],
    ['000123456', notIssued],
    ['666123456', notIssued],
    ['123001234', notIssued],
    ['123450000', notIssued],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkSsn(value))).toEqual(expected);
  });
});
