/**
 * The marketing claims of doc 1 §1, per claim set (domain/flags/flag-rules.ts claimSetOf). Each
 * line states a figure of doc 1 §1 as written there; none of the prohibited claims of doc 1 §1 is
 * used.
 */
import type { ClaimSet } from '../flags/flag-rules';

export interface ClaimSetCopy {
  heading: string;
  claims: readonly string[];
}

export const MARKETING_CLAIMS: Record<ClaimSet, ClaimSetCopy> = {
  standard: {
    heading: 'Grow with buy now, pay later',
    claims: [
      '30% or more first-time shoppers',
      'Up to 40% order value',
      'Up to 22% conversion',
      'Shoppers pay in 4 interest-free instalments every 2 weeks',
    ],
  },
  australian: {
    heading: 'Grow with buy now, pay later',
    claims: [
      '65% of merchants report new customers',
      '28% higher order values',
      'Up to 30% conversion',
      '21% frequency',
      'Shoppers pay in 4 interest-free instalments every 2 weeks',
    ],
  },
  paymentApp: {
    heading: 'Reach shoppers in the payment app',
    claims: [
      'The number one finance app in the US app store',
      'Over 51 million monthly transacting actives (as of March 2023)',
      'Shoppers pay in 4 interest-free instalments every 2 weeks',
    ],
  },
};
