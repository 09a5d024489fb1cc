import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../domain/brands/brands';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../../domain/flags/feature-flags';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { flaggedBrandTheme, readableCssVariables } from './brand-theme';

const flags = (changes: Partial<FeatureFlags> = {}): FeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  ...changes,
});

describe('flaggedBrandTheme', () => {
  it('gives the same theme object while the theme flag leaves the theme as it was', () => {
    const before = flaggedBrandTheme(BRANDS.provider, flags());
    // The flags arriving from the server are a new object with other flags changed.
    const after = flaggedBrandTheme(BRANDS.provider, flags({ merchantPortalCashAppUkTheme: true }));
    expect(after).toBe(before);
  });

  it('gives the cash-app theme when the brand’s theme flag is on (doc 1 §6)', () => {
    const own = flaggedBrandTheme(BRANDS.provider, flags());
    const cashApp = flaggedBrandTheme(
      BRANDS.provider,
      flags({ merchantPortalCashAppProviderTheme: true }),
    );
    expect(cashApp).not.toBe(own);
    expect(cashApp.primaryColor).toBe(BRANDS.cashApp.primaryColourName);
    expect(own.primaryColor).toBe(BRANDS.provider.primaryColourName);
  });

  it('works out the readable colour variables once per theme', () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      createTheme(flaggedBrandTheme(BRANDS.uk, flags())),
    );
    const first = readableCssVariables(theme);
    expect(readableCssVariables(theme)).toBe(first);
    expect(first.light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
  });
});
