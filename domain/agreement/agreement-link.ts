/**
 * The merchant agreement page's link (doc 1 §2: /merchant-agreement/fullpage with the query
 * parameters country, industry and product) and what makes a link bad (doc 2 §8). The product of
 * an agreement is the brand that serves the country (doc 1 §1; docs/decisions/0080), so a Cash
 * (cash-app) product outside the US is a bad link, as doc 2 §8 says.
 */
import { BRAND_BY_COUNTRY, BRAND_IDS, type BrandId } from '../brands/brands';
import { toCountryCode, type CountryCode } from '../countries/country-code';
import type { Merchant } from '../merchant/merchant';
import { isIndustryValue, type IndustryValue } from '../picklists/industries';
import { msg } from '../i18n/message';

/** doc 2 §8: the bad merchant agreement link, word for word in English. */
export const AGREEMENT_BAD_LINK_MESSAGE = msg('agreement.badLink');

/** The page's path under the app's /app base (doc 1 §2 "Route list"). */
export const AGREEMENT_PAGE_PATH = '/merchant-agreement/fullpage';

/** The product an agreement is for: the brand's own product (docs/decisions/0080). */
export type AgreementProduct = BrandId;
export const AGREEMENT_PRODUCTS: readonly AgreementProduct[] = BRAND_IDS;

/** One agreement: the combination versions are kept for. */
export interface AgreementKey {
  country: CountryCode;
  industry: IndustryValue;
  product: AgreementProduct;
}

/** Why a link shows the bad-link message instead of an agreement. */
export type BadLinkReason =
  | 'missing-country'
  | 'unknown-country'
  | 'missing-industry'
  | 'unknown-industry'
  | 'missing-product'
  | 'unknown-product'
  | 'product-not-offered';

export type AgreementLink = { ok: true; key: AgreementKey } | { ok: false; reason: BadLinkReason };

/** The query parameters of a link, as given (any may be missing). */
export interface AgreementLinkParams {
  country?: string | null;
  industry?: string | null;
  product?: string | null;
}

const isProduct = (value: string): value is AgreementProduct =>
  (AGREEMENT_PRODUCTS as readonly string[]).includes(value);

/** The product of the brand serving `country` (doc 1 §1 brand by country). */
export function agreementProductOf(country: CountryCode): AgreementProduct {
  return BRAND_BY_COUNTRY[country];
}

/** Reads a link's parameters; a bad link says why (for the error report). */
export function readAgreementLink(params: AgreementLinkParams): AgreementLink {
  const rawCountry = params.country?.trim();
  if (!rawCountry) return { ok: false, reason: 'missing-country' };
  const country = toCountryCode(rawCountry);
  if (!country) return { ok: false, reason: 'unknown-country' };
  const industry = params.industry?.trim();
  if (!industry) return { ok: false, reason: 'missing-industry' };
  if (!isIndustryValue(industry)) return { ok: false, reason: 'unknown-industry' };
  const product = params.product?.trim();
  if (!product) return { ok: false, reason: 'missing-product' };
  if (!isProduct(product)) return { ok: false, reason: 'unknown-product' };
  // doc 2 §8: "non-US Cash product"; every product is offered in its own brand's countries only.
  if (agreementProductOf(country) !== product) return { ok: false, reason: 'product-not-offered' };
  return { ok: true, key: { country, industry, product } };
}

/** The query string of an agreement (no leading `?`). */
export function agreementQueryOf(key: AgreementLinkParams): string {
  const params = new URLSearchParams();
  for (const name of ['country', 'industry', 'product'] as const) {
    params.set(name, key[name] ?? '');
  }
  return params.toString();
}

/**
 * The agreement parameters of a merchant's answers: the registered country and the industry (the
 * saved sections first, then the lead they were copied from), and the product of that country.
 * Either may still be empty, which the page shows as a bad link.
 */
export function agreementParamsOfMerchant(
  merchant: Pick<Merchant, 'companyInformation' | 'storeDetails' | 'lead'>,
): AgreementLinkParams {
  const country = merchant.companyInformation.registeredCountry || merchant.lead.registeredCountry;
  const code = toCountryCode(country);
  return {
    country: code ?? country,
    industry: merchant.storeDetails.industry || merchant.lead.industry,
    product: code ? agreementProductOf(code) : '',
  };
}

/** The page link for a merchant of `country` in `industry`, relative to the app's base path. */
export function merchantAgreementLink(country: string, industry: string): string {
  const code = toCountryCode(country);
  return `${AGREEMENT_PAGE_PATH}?${agreementQueryOf({
    country: code ?? country,
    industry,
    product: code ? agreementProductOf(code) : '',
  })}`;
}

/** The page link of a merchant's own agreement (owners step). */
export function merchantAgreementLinkOf(
  merchant: Pick<Merchant, 'companyInformation' | 'storeDetails' | 'lead'>,
): string {
  return `${AGREEMENT_PAGE_PATH}?${agreementQueryOf(agreementParamsOfMerchant(merchant))}`;
}
