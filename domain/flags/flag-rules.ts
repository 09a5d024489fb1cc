/**
 * What each feature flag of doc 1 §6 changes, decided here once for the browser and the server
 * (docs/decisions/0090-feature-flags.md). Views and machines ask these functions; none reads a
 * flag by name.
 */
import type { BrandId } from '../brands/brands';
import { toCountryCode, type CountryCode } from '../countries/country-code';
import { cashAppThemeFlag, type FeatureFlags } from './feature-flags';

/**
 * The brand whose theme (colours) the page wears. The product's merchantPortalCashApp{product}Theme
 * flag on: the cash-app theme; off: the product's own theme, and for the cash-app product, whose
 * own theme is the cash-app theme, the provider's.
 */
export function themeBrandOf(brand: BrandId, flags: FeatureFlags): BrandId {
  if (flags[cashAppThemeFlag(brand)]) return 'cashApp';
  return brand === 'cashApp' ? 'provider' : brand;
}

/**
 * doc 1 §2: "When the registered country is known and the cash-app theme flag is on, the country
 * query parameter is rewritten (replace navigation) to US, AU, NZ, UK or CA." The query string to
 * replace the current one with, or undefined when nothing changes.
 */
export function countryQueryRewrite(input: {
  search: string;
  registeredCountry: string | null | undefined;
  brand: BrandId;
  flags: FeatureFlags;
}): string | undefined {
  const country: CountryCode | undefined = toCountryCode(input.registeredCountry);
  if (!country || !input.flags[cashAppThemeFlag(input.brand)]) return undefined;
  const query = new URLSearchParams(
    input.search.startsWith('?') ? input.search.slice(1) : input.search,
  );
  if (query.get('country') === country) return undefined;
  query.set('country', country);
  return `?${query.toString()}`;
}

type CashFlags = Pick<
  FeatureFlags,
  'merchantPortalReleaseCashPay' | 'merchantPortalReleaseCashPayFeatureSet2'
>;

/** doc 2 §7: the cash pay eligibility check is made only with both cash flags on. */
export function cashPayReleased(flags: CashFlags): boolean {
  return flags.merchantPortalReleaseCashPay && flags.merchantPortalReleaseCashPayFeatureSet2;
}

/** doc 1 §4, §6: the onboarding link is generated only while its flag is on. */
export function onboardingLinkGenerationOn(
  flags: Pick<FeatureFlags, 'merchantPortalReleaseOnboardingLinkGeneration'>,
): boolean {
  return flags.merchantPortalReleaseOnboardingLinkGeneration;
}

/**
 * The marketing claims a visit is shown (doc 1 §1 "Marketing claims differ by variant"): the
 * payment-app claims for the cash-app product, the Australian variant for an Australian visit while
 * the Australian registration updates flag is on, the standard claims otherwise.
 */
export type ClaimSet = 'standard' | 'australian' | 'paymentApp';

export function claimSetOf(input: {
  brand: BrandId;
  country: CountryCode | undefined;
  flags: Pick<FeatureFlags, 'merchantPortalReleaseAuRegistrationUpdates'>;
}): ClaimSet {
  if (input.brand === 'cashApp') return 'paymentApp';
  if (input.country === 'AU' && input.flags.merchantPortalReleaseAuRegistrationUpdates) {
    return 'australian';
  }
  return 'standard';
}
