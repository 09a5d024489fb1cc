import { describe, expect, it } from 'vitest';
import { eligibleForCashPay, inCashPayMarket } from './cash-pay-market';

describe('cash pay is the US cash-app brand’s product (doc 1 §1, §2)', () => {
  it.each([
    ['US', true],
    ['us', true],
    ['AU', false],
    ['NZ', false],
    ['UK', false],
    ['GB', false],
    ['CA', false],
    ['', false],
    [null, false],
    ['XX', false],
  ])('registered in %s → in the market %s', (country, expected) => {
    expect(inCashPayMarket(country)).toBe(expected);
  });

  it.each([
    [true, 'US', true],
    [false, 'US', false],
    [true, 'AU', false],
    [false, 'AU', false],
  ] as const)('marked eligible %s in %s → eligible %s', (marked, country, expected) => {
    expect(eligibleForCashPay(marked, country)).toBe(expected);
  });
});
