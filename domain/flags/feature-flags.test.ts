import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../brands/brands';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  cashAppThemeFlag,
  featureFlagEnvName,
  isFeatureFlagName,
} from './feature-flags';

describe('feature flags (doc 1 §6)', () => {
  it('names the seed flags word for word', () => {
    for (const name of [
      'merchantPortalReleaseCashPay',
      'merchantPortalReleaseCashPayFeatureSet2',
      'merchantPortalReleaseEnableContactUsModal',
      'merchantPortalReleaseEnableContactUsFooter',
    ]) {
      expect(isFeatureFlagName(name)).toBe(true);
    }
  });

  it.each(BRAND_IDS)('has a merchantPortalCashApp{product}Theme flag for the %s brand', (brand) => {
    expect(cashAppThemeFlag(brand)).toMatch(/^merchantPortalCashApp[A-Z][A-Za-z]*Theme$/);
    expect(isFeatureFlagName(cashAppThemeFlag(brand))).toBe(true);
  });

  it('gives every flag a default and nothing else', () => {
    expect(Object.keys(DEFAULT_FEATURE_FLAGS).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
  });

  it.each([
    ['merchantPortalReleaseCashPay', 'FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY'],
    [
      'merchantPortalReleaseCashPayFeatureSet2',
      'FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY_FEATURE_SET2',
    ],
    [
      'merchantPortalReleaseEnableContactUsOver100K',
      'FLAG_MERCHANT_PORTAL_RELEASE_ENABLE_CONTACT_US_OVER100_K',
    ],
    ['merchantPortalCashAppUkTheme', 'FLAG_MERCHANT_PORTAL_CASH_APP_UK_THEME'],
  ] as const)('reads %s from %s', (flag, env) => {
    expect(featureFlagEnvName(flag)).toBe(env);
  });

  it('gives every flag its own variable', () => {
    expect(new Set(FEATURE_FLAG_NAMES.map(featureFlagEnvName)).size).toBe(
      FEATURE_FLAG_NAMES.length,
    );
  });

  it.each([['x'], [''], [undefined], [42]])('refuses %s as a flag name', (value) => {
    expect(isFeatureFlagName(value)).toBe(false);
  });
});
