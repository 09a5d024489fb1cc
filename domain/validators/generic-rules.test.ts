import { describe, expect, it } from 'vitest';
import { checkRequired } from './required';
import { checkMultiSelect, checkPickList, joinMultiSelect, splitMultiSelect } from './pick-list';
import { checkNumber } from './number';
import { checkExactLength, checkMaxLength, checkMinLength } from './length';
import { checkEmail } from './email';
import { checkAccountConfirmation } from './account-confirmation';
import { checkBranchNumber, checkNumOfStores } from './store-numbers';
import { checkInStoreContactless } from './in-store-contactless';
import { CURRENCIES_AVAILABLE } from '../picklists/cross-border-trade';
import { SALES_CHANNELS } from '../picklists/sales-channels';
import { inEnglish } from '../../test/i18n/say-in';

describe('Required (doc 2 §5)', () => {
  it.each(['', '   ', undefined, null])('%j fails with "Value Required"', (value) => {
    expect(inEnglish(checkRequired(value))).toEqual({ code: 'Required', error: 'Value Required' });
  });
  it.each(['a', ' 0 '])('%j passes', (value) => {
    expect(checkRequired(value)).toBeUndefined();
  });
});

describe('Select value in its pick list (doc 2 §3, §5)', () => {
  it.each([
    ['Online Only', undefined],
    [' In-store Only ', undefined],
    ['', undefined],
    ['Online', { code: 'InvalidFormat', error: 'Field has invalid value' }],
    ['online only', { code: 'InvalidFormat', error: 'Field has invalid value' }],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkPickList(value, SALES_CHANNELS))).toEqual(expected);
  });
});

describe('MultiSelect joined with semicolons (doc 2 §5)', () => {
  it('joins and splits on ";"', () => {
    expect(joinMultiSelect(['$AUD', '€EUR'])).toBe('$AUD;€EUR');
    expect(splitMultiSelect('$AUD; €EUR;')).toEqual(['$AUD', '€EUR']);
  });
  it.each([
    ['$AUD', undefined],
    ['$AUD;£GBP;€EUR', undefined],
    ['', { code: 'Required', error: 'You must select at least one option' }],
    [';', { code: 'Required', error: 'You must select at least one option' }],
    ['$AUD;¥JPY', { code: 'InvalidFormat', error: 'Field has invalid value' }],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkMultiSelect(value, CURRENCIES_AVAILABLE))).toEqual(expected);
  });
});

describe('Number (doc 2 §5)', () => {
  it.each([
    ['12', undefined],
    ['', undefined],
    ['1.5', { code: 'InvalidTypeNumber', error: 'Value must be a number' }],
    ['-3', { code: 'InvalidTypeNumber', error: 'Value must be a number' }],
    ['12a', { code: 'InvalidTypeNumber', error: 'Value must be a number' }],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkNumber(value))).toEqual(expected);
  });
});

describe('Lengths (doc 2 §5)', () => {
  it('Min length N', () => {
    expect(inEnglish(checkMinLength('abcd', 5))).toEqual({
      code: 'InvalidLength',
      error: 'Min length 5',
    });
    expect(checkMinLength('abcde', 5)).toBeUndefined();
  });
  it('Max length N', () => {
    expect(inEnglish(checkMaxLength('abcdef', 5))).toEqual({
      code: 'InvalidLength',
      error: 'Max length 5',
    });
    expect(checkMaxLength('abcde', 5)).toBeUndefined();
  });
  it('Must be N characters', () => {
    expect(inEnglish(checkExactLength('abc', 4))).toEqual({
      code: 'InvalidLength',
      error: 'Must be 4 characters',
    });
    expect(checkExactLength('abcd', 4)).toBeUndefined();
  });
});

describe('Email (doc 2 §5)', () => {
  it.each(['owner@shop.com.au', 'first.last+tag@example.co.nz', ' MIXED@Example.COM '])(
    '%j passes',
    (value) => {
      expect(checkEmail(value)).toBeUndefined();
    },
  );
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', 'a@b..com', '.a@b.com', 'a@-b.com', 'a@b.c'])(
    '%j fails with "Must be a valid email"',
    (value) => {
      expect(inEnglish(checkEmail(value))).toEqual({
        code: 'InvalidEmail',
        error: 'Must be a valid email',
      });
    },
  );
});

describe('Account confirmation (doc 2 §4, §5)', () => {
  it('passes when both match and fails word for word otherwise', () => {
    expect(checkAccountConfirmation('12345678', '12345678')).toBeUndefined();
    expect(inEnglish(checkAccountConfirmation('12345679', '12345678'))).toEqual({
      code: 'FieldMismatch',
      error: 'Confirm that the two account numbers match',
    });
  });
});

describe('numOfStores and branchNumber (doc 2 §5, §9)', () => {
  it.each([
    ['3', undefined],
    ['99999', undefined],
    ['100000', { code: 'InvalidLength', error: 'Max length 5' }],
    ['three', { code: 'InvalidTypeNumber', error: 'Value must be a number' }],
  ])('numOfStores %j -> %j', (value, expected) => {
    expect(inEnglish(checkNumOfStores(value))).toEqual(expected);
  });
  it.each([
    ['001', undefined],
    ['B12', { code: 'InvalidTypeNumber', error: 'Value must be a number' }],
  ])('branchNumber %j -> %j', (value, expected) => {
    expect(inEnglish(checkBranchNumber(value))).toEqual(expected);
  });
});

describe('In-store channels need contactless payment (doc 2 §5)', () => {
  const message =
    'In-store service is only available for stores with contactless payment. Please select "Online Only" if you don\'t have contactless payment for your stores.';
  it.each([
    ['In-store Only', 'No', message],
    ['Online and In-store', 'No', message],
    ['In-store Only', 'Yes', undefined],
    ['Online Only', 'No', undefined],
  ])('%s with contactless %s', (channel, contactless, expected) => {
    expect(inEnglish(checkInStoreContactless(channel, contactless)?.error)).toBe(expected);
  });
});
