import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BSB_MASK,
  SORT_CODE_MASK,
  formatBsb,
  formatNzAccount,
  formatSortCode,
  hyphenPositions,
} from './bank-numbers';
import { checkBsb } from '../validators/au-bank';
import { checkNzAccount } from '../validators/nz-bank-account';
import { checkSortCode } from '../validators/sort-code';

describe('BSB mask 000-000 (doc 2 §5)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['111', '111'],
    ['1110', '111-0'],
    ['111000', '111-000'],
    ['111-000', '111-000'],
    ['111 0009', '111-0009'],
    ['ab12', '12'],
    // typed hyphens stay where they are: the merchant sees the BSB message the API gives
    ['06-2000', '06-2000'],
    ['1110001', '111-0001'],
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
    ['1234567', '12-34-567'],
    ['12-3456', '12-34-56'],
    ['12-345', '12-34-5'],
    ['123-456', '123-456'],
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
    ['01090200683890001', '01-0902-0068389-0001'], // a 17th digit stays, and is refused
    ['01-0902-0068389-00', '01-0902-0068389-00'],
    ['010-902-0068389-00', '010-902-0068389-00'], // typed hyphens stay where typed
    ['01-0902-', '01-0902-'],
    ['01 0902 0068389 00', '01-0902-0068389-00'],
    ['01-0902-0068x', '01-0902-0068'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatNzAccount(raw)).toBe(expected);
  });
});

/**
 * Whatever is typed, a mask never hides the API's message: it keeps every digit in order and
 * every typed hyphen in place, and its value is either valid or refused with the same message
 * the API gives for the value as typed.
 */
describe('masks never hide a message of the API', () => {
  const typed = fc.stringMatching(/^[0-9 a-z-]{0,20}$/);
  const cases = [
    ['BSB', formatBsb, (v: string) => checkBsb(v)],
    ['sort code', formatSortCode, (v: string) => checkSortCode(v)],
    ['NZ account', formatNzAccount, (v: string) => checkNzAccount(v)],
  ] as const;
  it.each(cases)('%s', (_, mask, check) => {
    fc.assert(
      fc.property(typed, (raw) => {
        const masked = mask(raw);
        expect(masked.replace(/\D/g, '')).toBe(raw.replace(/\D/g, ''));
        for (const at of hyphenPositions(raw)) expect(hyphenPositions(masked)).toContain(at);
        const error = check(masked);
        if (error) expect(error).toEqual(check(raw.replace(/[^\d-]/g, '')) ?? error);
        if (error) expect(check(raw)).toBeDefined();
      }),
    );
  });
});
