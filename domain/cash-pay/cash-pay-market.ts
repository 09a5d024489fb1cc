/**
 * Where cash pay is offered. doc 1 §1: the payment-app card is about "the number one finance app in
 * the US app store", and "US gives the cash-app brand"; doc 1 §2 offers cash pay as the cash-app
 * brand's product. So a merchant registered outside the US is never offered it, whatever the back
 * office marked (docs/decisions/0254-cash-pay-us-only.md).
 */
import { BRAND_BY_COUNTRY } from '../brands/brands';
import { toCountryCode } from '../countries/country-code';

/** The merchant's registered country is one whose brand is the cash-app brand (the US). */
export function inCashPayMarket(registeredCountry: string | null | undefined): boolean {
  const country = toCountryCode(registeredCountry);
  return country !== undefined && BRAND_BY_COUNTRY[country] === 'cashApp';
}

/** The back office's eligibility mark, which counts only in cash pay's market. */
export function eligibleForCashPay(
  markedEligible: boolean,
  registeredCountry: string | null | undefined,
): boolean {
  return markedEligible && inCashPayMarket(registeredCountry);
}
