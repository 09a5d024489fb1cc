import { describe, expect, it } from 'vitest';
import { LOGIN_VARIANTS, loginLayoutOf, loginVariantOf, signUpVariantOf } from './login-experiment';

describe('login variants (doc 1 §2)', () => {
  it('keeps the same variant for the same prospect client id', () => {
    for (let i = 0; i < 20; i += 1)
      expect(loginVariantOf(`id-${i}`)).toBe(loginVariantOf(`id-${i}`));
  });
  it('splits client ids over the three variants, roughly evenly', () => {
    const counts = Object.fromEntries(LOGIN_VARIANTS.map((v) => [v, 0]));
    for (let i = 0; i < 3000; i += 1) counts[loginVariantOf(crypto.randomUUID())]! += 1;
    for (const variant of LOGIN_VARIANTS) expect(counts[variant]).toBeGreaterThan(800);
  });
  it('lays each variant out differently', () => {
    expect(loginLayoutOf('Control')).toEqual({ sideColumn: true, claims: 'sideColumn' });
    expect(loginLayoutOf('ValueProps')).toEqual({ sideColumn: true, claims: 'withForm' });
    expect(loginLayoutOf('UpdatedLegacy')).toEqual({ sideColumn: false, claims: 'belowForm' });
  });
});

describe('sign-up variants (doc 1 §2, §4)', () => {
  it('ob=v2_su is 1QAAT_ValueProps; v1_su and no group are Control', () => {
    expect(signUpVariantOf('SIGN_UP_TEST')).toBe('1QAAT_ValueProps');
    expect(signUpVariantOf('SIGN_UP_CONTROL')).toBe('Control');
    expect(signUpVariantOf(undefined)).toBe('Control');
  });
});
