import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BSB_MASK,
  SORT_CODE_MASK,
  formatBsb,
  formatNzAccount,
  formatSortCode,
} from './bank-numbers';
import { checkBsb } from '../validators/au-bank';
import { checkSortCode } from '../validators/sort-code';

describe('BSB mask 000-000 (doc 2 §5)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['111', '111'],
    ['1110', '111-0'],
    ['111000', '111-000'],
    ['111-000', '111-000'],
    ['111 0009', '111-000'],
    ['ab12', '12'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatBsb(raw)).toBe(expected);
  });

  it('six typed digits always make a valid BSB', () => {
    expect(BSB_MASK).toBe('000-000');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        (digits) => checkBsb(formatBsb(digits)) === undefined,
      ),
    );
  });
});

describe('sort code mask 00-00-00 (doc 2 §5)', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['123', '12-3'],
    ['12345', '12-34-5'],
    ['123456', '12-34-56'],
    ['12-34-56', '12-34-56'],
    ['1234567', '12-34-56'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatSortCode(raw)).toBe(expected);
  });

  it('six typed digits always make a valid sort code', () => {
    expect(SORT_CODE_MASK).toBe('00-00-00');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        (digits) => checkSortCode(formatSortCode(digits)) === undefined,
      ),
    );
  });
});

describe('NZ account auto-hyphenation from 15 characters (doc 2 §5)', () => {
  it.each([
    ['0109020068389', '0109020068389'],
    ['01090200683890', '01090200683890'], // 14 characters: left as typed
    ['010902006838900', '01-0902-0068389-00'], // 15
    ['0109020068389000', '01-0902-0068389-000'], // 16
    ['01090200683890001', '01-0902-0068389-000'], // at most 16 digits
    ['01-0902-0068389-00', '01-0902-0068389-00'],
    ['01-0902-', '01-0902-'],
    ['01 0902 0068389 00', '01-0902-0068389-00'],
    ['01-0902-0068x', '01-0902-0068'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatNzAccount(raw)).toBe(expected);
  });
});
