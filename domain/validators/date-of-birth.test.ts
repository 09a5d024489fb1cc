import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, minimumSignUpAge } from './date-of-birth';
import { inEnglish } from '../../test/i18n/say-in';

const today = new Date(2026, 5, 15); // 15 June 2026, local calendar
const invalid = { code: 'InvalidFormat', error: 'Invalid Date' };
const under = (age: number) => ({
  code: 'InvalidFormat',
  error: `You must be at least ${age} years old to sign up`,
});

describe('date of birth entry order by country (doc 2 §5)', () => {
  it.each([
    ['US', '12-31-1980', undefined],
    ['CA', '12-31-1980', undefined],
    ['US', '31-12-1980', invalid],
    ['AU', '31-12-1980', undefined],
    ['NZ', '31-12-1980', undefined],
    ['UK', '31-12-1980', undefined],
    ['UK', '12-31-1980', invalid],
  ] as const)('%s %j -> %j', (country, value, expected) => {
    expect(inEnglish(checkDateOfBirth(value, country, { today }))).toEqual(expected);
  });
});

describe('Invalid Date: unparsable, before 1900 or in the future (doc 2 §5)', () => {
  it.each([
    ['AU', '30-02-1990'],
    ['AU', '29-02-1991'],
    ['AU', '1990-01-01'],
    ['AU', '1-1-1990'],
    ['AU', 'yesterday'],
    ['AU', '31-12-1899'],
    ['AU', '16-06-2026'],
    ['US', '06-16-2026'],
  ] as const)('%s %j', (country, value) => {
    expect(inEnglish(checkDateOfBirth(value, country, { today }))).toEqual(invalid);
  });

  it('accepts 1 January 1900 and a leap day', () => {
    expect(checkDateOfBirth('01-01-1900', 'AU', { today })).toBeUndefined();
    expect(checkDateOfBirth('29-02-1992', 'AU', { today })).toBeUndefined();
  });
});

describe('sign-up age 18, 19 in Alabama and for a Nebraska ward of the state (doc 2 §5)', () => {
  it.each([
    ['US', undefined, false, 18],
    ['US', 'AL', false, 19],
    ['US', 'Alabama', false, 19],
    ['US', 'NE', false, 18],
    ['US', 'NE', true, 19],
    ['US', 'TX', true, 18],
    ['AU', 'NSW', false, 18],
    ['CA', 'Alberta', false, 18],
  ] as const)('%s state %s ward %s -> %i', (country, state, wardOfState, age) => {
    expect(minimumSignUpAge(country, { state, wardOfState })).toBe(age);
  });

  it.each([
    // turns 18 on the day of the check
    ['AU', '15-06-2008', {}, undefined],
    ['AU', '16-06-2008', {}, under(18)],
    ['US', '06-15-2008', { state: 'CA' }, undefined],
    ['US', '06-15-2008', { state: 'AL' }, under(19)],
    ['US', '06-15-2007', { state: 'AL' }, undefined],
    ['US', '06-15-2008', { state: 'NE', wardOfState: true }, under(19)],
    ['US', '06-15-2008', { state: 'NE', wardOfState: false }, undefined],
  ] as const)('%s %j %j -> %j', (country, value, ctx, expected) => {
    expect(inEnglish(checkDateOfBirth(value, country, { ...ctx, today }))).toEqual(expected);
  });
});
