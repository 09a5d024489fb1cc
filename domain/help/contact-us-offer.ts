/**
 * Whether the portal offers the Contact Us modal (Merchant Support) or the technical support link
 * (doc 1 §6 "Contact Us shows on onboarding or status routes when …").
 */
import {
  ANNUAL_SALES_BANDS_AU_NZ,
  ANNUAL_SALES_BANDS_UK,
  ANNUAL_SALES_BANDS_US_CA,
  isLowSalesBand,
} from '../picklists/annual-sales-bands';
import { isContactUsRoute } from '../journey/support-routes';
import type { FeatureFlags } from '../flags/feature-flags';

export { isContactUsRoute };

/** Where the support link sits: the floating help button's modal, or the page footer. */
export type ContactUsSource = 'modal' | 'footer';

/** What the support link opens. */
export type SupportLink = 'contactUs' | 'technicalSupport';

export interface ContactUsInput {
  flags: Pick<
    FeatureFlags,
    | 'merchantPortalReleaseEnableContactUsModal'
    | 'merchantPortalReleaseEnableContactUsOver100K'
    | 'merchantPortalReleaseEnableContactUsFooter'
  >;
  /** The lead's totalAnnualSales band, as stored. */
  totalAnnualSales: string | undefined;
  /** merchantAccount.opportunityOwnerEmail: the merchant's account manager, when one is assigned. */
  opportunityOwnerEmail: string | undefined;
  source: ContactUsSource;
  /** The page's path under /app. */
  pathname: string;
}

const ALL_BANDS: readonly string[] = [
  ...ANNUAL_SALES_BANDS_AU_NZ,
  ...ANNUAL_SALES_BANDS_US_CA,
  ...ANNUAL_SALES_BANDS_UK,
];

/** True for a band of any country's list other than its low band. */
export function isAboveLowSalesBand(band: string | undefined): boolean {
  return !!band && ALL_BANDS.includes(band) && !isLowSalesBand(band);
}

/** The link to show (doc 1 §6); anything that does not qualify gets the technical support link. */
export function supportLinkFor(input: ContactUsInput): SupportLink {
  const { flags } = input;
  if (!isContactUsRoute(input.pathname)) return 'technicalSupport';
  if (input.source === 'footer' && !flags.merchantPortalReleaseEnableContactUsFooter) {
    return 'technicalSupport';
  }
  const smallMerchant =
    flags.merchantPortalReleaseEnableContactUsModal && isLowSalesBand(input.totalAnnualSales);
  const managedMerchant =
    flags.merchantPortalReleaseEnableContactUsOver100K &&
    isAboveLowSalesBand(input.totalAnnualSales) &&
    !!input.opportunityOwnerEmail?.trim();
  return smallMerchant || managedMerchant ? 'contactUs' : 'technicalSupport';
}
