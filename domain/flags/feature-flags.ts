/**
 * The portal's feature flags (doc 1 §6 "Feature flags"). The server reads them from its
 * configuration and hands them to the browser at GET /api/flags, so one switch changes what every
 * visitor sees. The names are those of the product; the over-100K Contact Us flag, hidden in the
 * seed, is named after what it does.
 */
import { BRAND_IDS, type BrandId } from '../brands/brands';

/** doc 1 §6: merchantPortalCashApp{product}Theme, one flag per product (brand). */
export const CASH_APP_THEME_FLAGS = {
  provider: 'merchantPortalCashAppProviderTheme',
  uk: 'merchantPortalCashAppUkTheme',
  cashApp: 'merchantPortalCashAppCashAppTheme',
} as const satisfies Record<BrandId, string>;

/** Every flag name, theme flags first. */
export const FEATURE_FLAG_NAMES = [
  ...BRAND_IDS.map((brand) => CASH_APP_THEME_FLAGS[brand]),
  'merchantPortalReleaseCashPay',
  'merchantPortalReleaseCashPayFeatureSet2',
  'merchantPortalReleaseEnableContactUsModal',
  'merchantPortalReleaseEnableContactUsOver100K',
  'merchantPortalReleaseEnableContactUsFooter',
  'merchantPortalReleaseAuRegistrationUpdates',
  'merchantPortalReleaseOnboardingLinkGeneration',
  // doc 1 §9 "Debug state logging … (flag-gated)", doc 2 §7 POST /api/redux-log/{email}.
  'merchantPortalDebugStateLog',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** The value of every flag. */
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/**
 * Defaults when the configuration says nothing. Released features are on; the cash-app theme is on
 * for the cash-app brand only; cash pay feature set 2 and the debug state log stay off until an
 * operator turns them on.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  merchantPortalCashAppProviderTheme: false,
  merchantPortalCashAppUkTheme: false,
  merchantPortalCashAppCashAppTheme: true,
  merchantPortalReleaseCashPay: true,
  merchantPortalReleaseCashPayFeatureSet2: false,
  merchantPortalReleaseEnableContactUsModal: true,
  merchantPortalReleaseEnableContactUsOver100K: true,
  merchantPortalReleaseEnableContactUsFooter: true,
  merchantPortalReleaseAuRegistrationUpdates: true,
  merchantPortalReleaseOnboardingLinkGeneration: true,
  merchantPortalDebugStateLog: false,
};

/** Narrows untrusted text to a flag name. */
export function isFeatureFlagName(value: unknown): value is FeatureFlagName {
  return typeof value === 'string' && (FEATURE_FLAG_NAMES as readonly string[]).includes(value);
}

/** The environment variable of a flag: FLAG_ and the name in upper snake case. */
export function featureFlagEnvName(flag: FeatureFlagName): string {
  return `FLAG_${flag.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** The cash-app theme flag of `brand`. */
export function cashAppThemeFlag(brand: BrandId): FeatureFlagName {
  return CASH_APP_THEME_FLAGS[brand];
}
