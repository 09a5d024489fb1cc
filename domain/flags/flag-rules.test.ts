import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../brands/brands';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from './feature-flags';
import {
  cashPayReleased,
  claimSetOf,
  countryQueryRewrite,
  onboardingLinkGenerationOn,
  themeBrandOf,
} from './flag-rules';

const flags = (changes: Partial<FeatureFlags> = {}): FeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  ...changes,
});
const allThemes = (on: boolean) =>
  flags({
    merchantPortalCashAppProviderTheme: on,
    merchantPortalCashAppUkTheme: on,
    merchantPortalCashAppCashAppTheme: on,
  });

describe('themeBrandOf: merchantPortalCashApp{product}Theme (doc 1 §6)', () => {
  it.each(BRAND_IDS)('%s wears the cash-app theme with its flag on', (brand) => {
    expect(themeBrandOf(brand, allThemes(true))).toBe('cashApp');
  });
  it('each product wears its own theme with its flag off; the cash-app product the provider’s', () => {
    expect(themeBrandOf('provider', allThemes(false))).toBe('provider');
    expect(themeBrandOf('uk', allThemes(false))).toBe('uk');
    expect(themeBrandOf('cashApp', allThemes(false))).toBe('provider');
  });
  it('reads only the flag of the product shown', () => {
    const ukOnly = flags({ ...allThemes(false), merchantPortalCashAppUkTheme: true });
    expect(themeBrandOf('uk', ukOnly)).toBe('cashApp');
    expect(themeBrandOf('provider', ukOnly)).toBe('provider');
  });
});

describe('countryQueryRewrite (doc 1 §2)', () => {
  const on = allThemes(true);
  it('sets the country to the registered one, keeping the rest of the query', () => {
    expect(
      countryQueryRewrite({
        search: '?utm_source=x&country=gb',
        registeredCountry: 'AU',
        brand: 'provider',
        flags: on,
      }),
    ).toBe('?utm_source=x&country=AU');
    expect(
      countryQueryRewrite({ search: '', registeredCountry: 'GB', brand: 'uk', flags: on }),
    ).toBe('?country=UK');
  });
  it('changes nothing when the country is already right, unknown, or the theme flag is off', () => {
    expect(
      countryQueryRewrite({
        search: '?country=US',
        registeredCountry: 'US',
        brand: 'cashApp',
        flags: on,
      }),
    ).toBeUndefined();
    expect(
      countryQueryRewrite({ search: '', registeredCountry: null, brand: 'cashApp', flags: on }),
    ).toBeUndefined();
    expect(
      countryQueryRewrite({ search: '', registeredCountry: 'FR', brand: 'cashApp', flags: on }),
    ).toBeUndefined();
    expect(
      countryQueryRewrite({
        search: '',
        registeredCountry: 'US',
        brand: 'cashApp',
        flags: allThemes(false),
      }),
    ).toBeUndefined();
  });
});

describe('cash pay, onboarding link and Australian registration flags', () => {
  it('cash pay is released only with both cash flags', () => {
    for (const a of [true, false])
      for (const b of [true, false])
        expect(
          cashPayReleased({
            merchantPortalReleaseCashPay: a,
            merchantPortalReleaseCashPayFeatureSet2: b,
          }),
        ).toBe(a && b);
  });
  it('the onboarding link generation flag', () => {
    expect(onboardingLinkGenerationOn(flags())).toBe(true);
    expect(
      onboardingLinkGenerationOn(flags({ merchantPortalReleaseOnboardingLinkGeneration: false })),
    ).toBe(false);
  });
  it('the Australian claims show to Australian visits only while the flag is on', () => {
    const au = { merchantPortalReleaseAuRegistrationUpdates: true };
    const off = { merchantPortalReleaseAuRegistrationUpdates: false };
    expect(claimSetOf({ brand: 'provider', country: 'AU', flags: au })).toBe('australian');
    expect(claimSetOf({ brand: 'provider', country: 'AU', flags: off })).toBe('standard');
    expect(claimSetOf({ brand: 'provider', country: 'NZ', flags: au })).toBe('standard');
    expect(claimSetOf({ brand: 'cashApp', country: 'US', flags: au })).toBe('paymentApp');
  });
});
