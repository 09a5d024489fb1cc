import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dobMaskFor,
  dobToIso,
  formatDobInput,
  formatDobWords,
  isoToDob,
  parseTypedDob,
} from './date-of-birth';
import { COUNTRY_CODES } from '../countries/country-code';

describe('dob mask by country (doc 1 §3)', () => {
  it.each([
    ['US', 'MM-DD-YYYY'],
    ['CA', 'MM-DD-YYYY'],
    ['AU', 'DD-MM-YYYY'],
    ['NZ', 'DD-MM-YYYY'],
    ['UK', 'DD-MM-YYYY'],
  ] as const)('%s -> %s', (country, mask) => {
    expect(dobMaskFor(country)).toBe(mask);
  });
});

describe('formatDobInput inserts hyphens as digits are typed', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['31', '31'],
    ['311', '31-1'],
    ['3112', '31-12'],
    ['31121', '31-12-1'],
    ['31121990', '31-12-1990'],
    ['31/12/1990', '31-12-1990'],
    ['311219901', '31-12-1990'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatDobInput(raw)).toBe(expected);
  });
});

describe('dobToIso sends yyyy-MM-dd (doc 2 §5) and isoToDob reads it back', () => {
  it.each([
    ['US', '12-31-1980', '1980-12-31'],
    ['CA', '02-29-2000', '2000-02-29'],
    ['AU', '31-12-1980', '1980-12-31'],
    ['UK', '01-02-1980', '1980-02-01'],
    ['US', '31-12-1980', undefined],
    ['AU', '29-02-1999', undefined],
    ['NZ', '1980-12-31', undefined],
  ] as const)('%s %j -> %j', (country, value, iso) => {
    expect(dobToIso(value, country)).toBe(iso);
  });

  it.each([
    ['US', '1980-12-31', '12-31-1980'],
    ['NZ', '1980-12-31', '31-12-1980'],
    ['AU', '1980-02-30', undefined],
    ['AU', '31-12-1980', undefined],
  ] as const)('%s %j -> %j', (country, iso, value) => {
    expect(isoToDob(iso, country)).toBe(value);
  });

  it('round-trips every real date in every country', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2100, 11, 31)),
          noInvalidDate: true,
        }),
        fc.constantFrom(...COUNTRY_CODES),
        (date, country) => {
          const iso = date.toISOString().slice(0, 10);
          const typed = isoToDob(iso, country);
          expect(typed).toBeDefined();
          expect(dobToIso(typed ?? '', country)).toBe(iso);
        },
      ),
    );
  });
});

describe('a date of birth read as typed, whatever the order, when it cannot be misread', () => {
  it.each([
    ['23 Nov 1980', 'US', '1980-11-23'],
    ['23 Nov 1980', 'AU', '1980-11-23'],
    ['23 November 1980', 'UK', '1980-11-23'],
    ['Nov 23, 1980', 'AU', '1980-11-23'],
    ['November 23rd 1980', 'NZ', '1980-11-23'],
    ['1 sept 1980', 'CA', '1980-09-01'],
    ['23-nov-1980', 'UK', '1980-11-23'],
    ['1980-11-23', 'US', '1980-11-23'],
    // Digits only: the country's order (doc 2 §5).
    ['04-05-1985', 'US', '1985-04-05'],
    ['04-05-1985', 'CA', '1985-04-05'],
    ['04-05-1985', 'AU', '1985-05-04'],
    ['4/5/1985', 'UK', '1985-05-04'],
    ['04051985', 'NZ', '1985-05-04'],
    ['31 Feb 1980', 'AU', undefined],
    ['23 Nv 1980', 'AU', undefined],
    ['13-13-1980', 'US', undefined],
    ['23 Nov 80', 'AU', undefined],
    ['', 'AU', undefined],
  ] as const)('%j in %s → %s', (typed, country, iso) => {
    expect(parseTypedDob(typed, country)).toBe(iso);
  });
});

describe('a date of birth shown with the month as a word before the date input loads', () => {
  it('reads like the date input shows it (D MMMM YYYY)', () => {
    expect(formatDobWords('1985-04-15')).toBe('15 April 1985');
    expect(formatDobWords('1980-11-03')).toBe('3 November 1980');
    expect(formatDobWords('1980-02-30')).toBeUndefined();
    expect(formatDobWords('03-11-1980')).toBeUndefined();
  });
});
