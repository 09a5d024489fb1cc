/**
 * The merchant agreement a fresh installation shows for each country until the operator publishes
 * its own (docs/decisions/0080). Plain placeholder text, clearly marked as such: it is not legal
 * advice and binds nobody. The facts it repeats are the product's stated claims (doc 1 §1).
 */
import { BRANDS } from '../brands/brands';
import { COUNTRY_NAMES, type CountryCode } from '../countries/country-code';
import { industryLabelOf } from '../picklists/industries';
import type { AgreementKey } from './agreement-link';
import { agreementCarriesCashTerms } from './cash-terms';

/** What every stored version holds besides its key and number. */
export interface AgreementText {
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  body: string;
}

/** The law each country's privacy section names. */
const PRIVACY_LAW: Record<CountryCode, string> = {
  AU: 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles',
  NZ: 'the Privacy Act 2020',
  UK: 'the UK GDPR and the Data Protection Act 2018',
  US: 'the privacy laws of the states in which you and your customers live',
  CA: 'the Personal Information Protection and Electronic Documents Act (PIPEDA)',
};

/** The first paragraph of every default: what this text is and is not. */
export const PLACEHOLDER_NOTICE =
  'This is the default agreement shipped with the merchant portal. It is placeholder text, not legal advice and not a binding contract. The operator of this portal publishes the actual agreement from the operations console; until then, contact Merchant Support for the terms that apply to you.';

/**
 * The Cash App Pay terms of the cash-app product's agreement: accepting it accepts them, so
 * Activate needs no second agreement (doc 1 §2 card 3). The facts are doc 1 §1's, as stated.
 */
export const CASH_PAY_TERMS =
  '9. Cash App Pay. Accepting this agreement also accepts the Cash App Pay terms, so the merchant can activate Cash App Pay on the status page without a further agreement once the provider offers it. Cash App is the number one finance app in the US app store with over 51 million monthly transacting actives (as of March 2023). The provider assumes liability for consumer fraud under Regulation E, with some exclusions.';

/** The title of the default agreement of `key`, naming its product and country. */
export function defaultAgreementTitle(key: AgreementKey): string {
  return `${BRANDS[key.product].name} Merchant Agreement and Privacy Policy: ${COUNTRY_NAMES[key.country]}`;
}

/** The default agreement of `key` (the text differs by country and product; the industry is named). */
export function defaultAgreement(key: AgreementKey): AgreementText {
  const brand = BRANDS[key.product].name;
  const country = COUNTRY_NAMES[key.country];
  const industry = industryLabelOf(key.industry) ?? key.industry;
  const paragraphs = [
    PLACEHOLDER_NOTICE,
    `Product: ${brand}. Country: ${country}. Industry: ${industry}.`,
    `1. The parties. This agreement is between ${brand} (the provider) and the business that applies through this portal (the merchant), for sales made in ${country}.`,
    `2. The service. The provider lets the merchant's customers pay for purchases in 4 interest-free instalments every 2 weeks. The provider pays the merchant for each approved order; settlement reaches the merchant's bank account in 1-5 business days.`,
    '3. Refunds. The merchant processes refunds through the provider. Refunds take 5-7 business days to reach the customer.',
    '4. Review. The provider reviews every application before the account is activated; a compliance review takes 2-3 business days. The provider may pause settlements or the account if an issue is found during or after the review.',
    '5. How the merchant presents the service. The merchant must not describe the service as having no fees, no cards, no cost, no credit check, instant approval, no hidden fees, no catch, no downside or no strings attached.',
    '6. Fees. The fees that apply to the merchant are set out in the merchant account terms the provider sends once the application is approved.',
    `7. Privacy policy. The provider uses the details given in this application to assess it, to contact the merchant about it and to run the merchant's account. Personal information is handled in line with ${PRIVACY_LAW[key.country]}. The merchant and each owner named in the application may ask to access, correct or delete their information at any time by contacting Merchant Support.`,
    '8. Changes. The provider may publish a new version of this agreement. The portal records which version the merchant accepted and when.',
    // The cash-app product's agreement carries the cash pay terms (docs/decisions/0251).
    ...(agreementCarriesCashTerms(key) ? [CASH_PAY_TERMS] : []),
  ];
  return { title: defaultAgreementTitle(key), body: paragraphs.join('\n\n') };
}
