import { describe, expect, it } from 'vitest';
import {
  canadaRoutingNumber,
  checkCanadaAccount,
  checkCanadaInstitution,
  checkCanadaTransit,
} from './canada-bank';
import { checkAuAccount, checkBsb } from './au-bank';
import { checkSortCode } from './sort-code';
import { inEnglish } from '../../test/i18n/say-in';

describe('Canada (doc 2 §5)', () => {
  it.each([
    ['001', undefined],
    ['01', { code: 'InvalidLength', error: 'Must be exact length 3' }],
    ['0011', { code: 'InvalidLength', error: 'Must be exact length 3' }],
    ['0a1', { code: 'InvalidTypeNumber', error: 'Must include 3 numbers only' }],
  ])('institution %j -> %j', (value, expected) => {
    expect(inEnglish(checkCanadaInstitution(value))).toEqual(expected);
  });

  it.each([
    ['12345', undefined],
    ['1234', { code: 'InvalidLength', error: 'Must be exact length 5' }],
    ['123456', { code: 'InvalidLength', error: 'Must be exact length 5' }],
    ['12-45', { code: 'InvalidTypeNumber', error: 'Must include 5 numbers only' }],
  ])('transit %j -> %j', (value, expected) => {
    expect(inEnglish(checkCanadaTransit(value))).toEqual(expected);
  });

  const account = {
    code: 'InvalidFormat',
    error: 'Canadian bank account numbers must only contain numbers and be 7-12 digits long',
  };
  it.each([
    ['1234567', undefined],
    ['123456789012', undefined],
    ['123456', account],
    ['1234567890123', account],
    ['12345-67', account],
  ])('account %j -> %j', (value, expected) => {
    expect(inEnglish(checkCanadaAccount(value))).toEqual(expected);
  });

  it('sends transit then institution as canadaRoutingNumber (doc 2 §7)', () => {
    expect(canadaRoutingNumber('12345', '001')).toBe('12345001');
  });
});

describe('Australia (doc 2 §5)', () => {
  const bsb = {
    code: 'InvalidFormat',
    error: 'Must be a 6 digit code with a “-” in the middle. Example: 111-000',
  };
  it.each([
    ['111-000', undefined],
    ['062-000', undefined],
    ['111000', bsb],
    ['11-1000', bsb],
    ['111-00', bsb],
    ['abc-def', bsb],
  ])('bsb %j -> %j', (value, expected) => {
    expect(inEnglish(checkBsb(value))).toEqual(expected);
  });

  it.each([
    ['123456', undefined],
    ['ABC1234567', undefined],
    ['12345', { code: 'InvalidLength', error: 'Min length 6' }],
    ['12345678901', { code: 'InvalidLength', error: 'Max length 10' }],
    ['1234-5678', { code: 'InvalidFormat', error: 'Must only contain letters and numbers' }],
  ])('account %j -> %j', (value, expected) => {
    expect(inEnglish(checkAuAccount(value))).toEqual(expected);
  });
});

describe('United Kingdom (doc 2 §5)', () => {
  const sortCode = {
    code: 'InvalidFormat',
    error: 'Invalid sort code. Must be in the format 12-34-56.',
  };
  it.each([
    ['12-34-56', undefined],
    ['11-22-33', undefined],
    ['123456', sortCode],
    ['12-3456', sortCode],
    ['12-34-5', sortCode],
    ['ab-cd-ef', sortCode],
  ])('sort code %j -> %j', (value, expected) => {
    expect(inEnglish(checkSortCode(value))).toEqual(expected);
  });
});
