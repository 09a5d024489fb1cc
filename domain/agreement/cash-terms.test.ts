import { describe, expect, it } from 'vitest';
import { readAgreementLink } from './agreement-link';
import { agreementCarriesCashTerms } from './cash-terms';
import { CASH_PAY_TERMS, defaultAgreement } from './default-agreements';

const keyOf = (country: string, product: string) => {
  const link = readAgreementLink({ country, industry: 'Clothing', product });
  if (!link.ok) throw new Error(`no agreement for ${country} ${product}`);
  return link.key;
};

describe('the cash pay terms are part of the US cash-app agreement (decision 0251)', () => {
  it.each([
    ['US', 'cashApp', true],
    ['AU', 'provider', false],
    ['CA', 'provider', false],
    ['NZ', 'provider', false],
    ['UK', 'uk', false],
  ] as const)('%s %s → %s', (country, product, carries) => {
    const key = keyOf(country, product);
    expect(agreementCarriesCashTerms(key)).toBe(carries);
    expect(defaultAgreement(key).body.includes(CASH_PAY_TERMS)).toBe(carries);
  });
  it('no agreement known: no cash terms', () => {
    expect(agreementCarriesCashTerms(undefined)).toBe(false);
  });
});
