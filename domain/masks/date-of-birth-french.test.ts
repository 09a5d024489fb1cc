/** A date of birth typed in Canadian French is read as in English (decision 0267). */
import { describe, expect, it } from 'vitest';
import { parseTypedDob } from './date-of-birth';

describe('a date of birth typed in French', () => {
  it.each([
    ['15 avr. 1985', '1985-04-15'],
    ['15 avril 1985', '1985-04-15'],
    ['1er août 1990', '1990-08-01'],
    ['1 aout 1990', '1990-08-01'],
    ['3 févr. 1970', '1970-02-03'],
    ['3 juin 1970', '1970-06-03'],
    ['3 juil. 1970', '1970-07-03'],
    ['15 décembre 1985', '1985-12-15'],
    ['23 nov 1980', '1980-11-23'],
    ['2 mai 1975', '1975-05-02'],
  ])('reads %s', (typed, iso) => {
    expect(parseTypedDob(typed, 'CA')).toBe(iso);
  });

  it('still reads English months and refuses what is no date', () => {
    expect(parseTypedDob('15 April 1985', 'CA')).toBe('1985-04-15');
    expect(parseTypedDob('31 févr. 1985', 'CA')).toBeUndefined();
    expect(parseTypedDob('15 ma 1985', 'CA')).toBeUndefined();
  });
});
