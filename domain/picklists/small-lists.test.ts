import { describe, expect, it } from 'vitest';
import { AVE_TIME_TO_SHIP } from './ave-time-to-ship';
import { CURRENCIES_AVAILABLE, INTERESTED_IN_XBT } from './cross-border-trade';
import { DEFAULT_ONBOARDING_GROUP, ONBOARDING_GROUPS, isZdoGroup } from './onboarding-groups';
import { SIGNATORY_TYPES } from './signatory-types';
import {
  DEFAULT_NZ_VERIFICATION_METHOD,
  NZ_VERIFICATION_METHODS,
  needsSecondaryCertifiedId,
} from './verification-methods';
import { CONTACTLESS_PAYMENT_ANSWERS, DEFAULT_NO, YES_NO, isYes } from './yes-no';
import { optionsOf, valuesOf } from './pick-list';

describe('pick lists word for word (doc 1 §3, doc 2 §3)', () => {
  it.each([
    [
      'aveTimeToShip',
      AVE_TIME_TO_SHIP,
      [
        'Less than one week',
        'Less than two weeks',
        'Less than one month',
        'More than one month',
        'More than 3 months',
      ],
    ],
    ['interestedInXBT', INTERESTED_IN_XBT, ['Yes', 'Not at this time']],
    ['currenciesAvailable', CURRENCIES_AVAILABLE, ['$AUD', '$CAD', '$NZD', '$USD', '£GBP', '€EUR']],
    ['contactlessPayment', CONTACTLESS_PAYMENT_ANSWERS, ['Yes', 'No']],
    ['Yes/No', YES_NO, ['Yes', 'No']],
    ['signatoryType', SIGNATORY_TYPES, ['One Signatory', 'Multiple Signatories']],
    [
      'NZ verification methods',
      NZ_VERIFICATION_METHODS,
      ['Certified Passport', 'Licence Birth Certificate', 'Licence Document'],
    ],
    ['onboardingGroup', ONBOARDING_GROUPS, ['Normal Merchant', 'ZDO Merchant', 'ZDO Pilot V1']],
  ] as const)('%s', (_name, list, expected) => {
    expect(list).toEqual(expected);
  });

  it('has the seed defaults', () => {
    expect(DEFAULT_NZ_VERIFICATION_METHOD).toBe('Certified Passport');
    expect(DEFAULT_ONBOARDING_GROUP).toBe('Normal Merchant');
    expect(DEFAULT_NO).toBe('No');
  });

  it('answers the small questions the rules ask', () => {
    expect(isZdoGroup('ZDO Pilot V1')).toBe(true);
    expect(isZdoGroup('Normal Merchant')).toBe(false);
    expect(needsSecondaryCertifiedId('Licence Document')).toBe(true);
    expect(needsSecondaryCertifiedId('Certified Passport')).toBe(false);
    expect(isYes('Yes')).toBe(true);
    expect(isYes('No')).toBe(false);
  });

  it('turns a value list into Select options and back', () => {
    const options = optionsOf(SIGNATORY_TYPES);
    expect(options[0]).toEqual({ value: 'One Signatory', label: 'One Signatory' });
    expect(valuesOf(options)).toEqual([...SIGNATORY_TYPES]);
  });
});
