import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MESSAGE,
  cashFormErrors,
  checkProfileLogoUrl,
  isLogoUrl,
  LOGO_URL_MESSAGE,
} from './cash-pay-schemas';
import { inEnglish } from '../../test/i18n/say-in';

describe('logo URL (doc 1 §2 card 4, doc 2 §2)', () => {
  it.each([
    ['https://cdn.example.com/logo.png', true],
    ['  https://cdn.example.com/brand/logo.jpg  ', true],
    ['/api/files/abc_DEF-123', true],
    ['http://cdn.example.com/logo.png', false],
    ['https://localhost/logo.png', false],
    ['javascript:alert(1)', false],
    ['/api/files/../secret', false],
    ['', false],
    [`https://cdn.example.com/${'a'.repeat(2048)}`, false],
  ])('%s → %s', (url, ok) => expect(isLogoUrl(url)).toBe(ok));

  it('an empty URL is Required, a bad one InvalidFormat', () => {
    expect(inEnglish(checkProfileLogoUrl(' '))).toEqual({
      code: 'Required',
      error: 'Value Required',
    });
    expect(checkProfileLogoUrl('ftp://x.example/a.png')).toEqual({
      code: 'InvalidFormat',
      error: LOGO_URL_MESSAGE,
    });
    expect(checkProfileLogoUrl('https://cdn.example.com/a.png')).toBeUndefined();
  });
});

describe('cash form (doc 1 §2 cash form page, doc 1 §3 cashPay)', () => {
  it.each([
    ['', false, false, ['cashPayAgreementAccepted']],
    ['', true, false, []],
    ['', false, true, []],
    ['/api/files/f1', true, false, []],
    ['not a url', true, false, ['cashPayLogoUrl']],
    ['not a url', false, false, ['cashPayLogoUrl', 'cashPayAgreementAccepted']],
  ] as const)('logo "%s", ticked %s, accepted before %s → %j', (url, ticked, before, fields) => {
    const errors = cashFormErrors(
      { cashPayLogoUrl: url, cashPayAgreementAccepted: ticked },
      before,
    );
    expect(Object.keys(errors?.cashPay ?? {})).toEqual(fields);
  });
  it('the agreement message', () => {
    expect(
      cashFormErrors({ cashPayLogoUrl: '', cashPayAgreementAccepted: false }, false)?.cashPay
        ?.cashPayAgreementAccepted?.error,
    ).toBe(AGREEMENT_MESSAGE);
  });
});
