/** The agreement link, the shipped defaults and which version is current. */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  AGREEMENT_BAD_LINK_MESSAGE,
  agreementParamsOfMerchant,
  merchantAgreementLinkOf,
  agreementProductOf,
  merchantAgreementLink,
  readAgreementLink,
  type AgreementKey,
} from './agreement-link';
import {
  acceptanceIsStale,
  currentAgreement,
  firstVersion,
  nextVersionNumber,
  type StoredAgreement,
} from './agreement-versions';
import { defaultAgreement, PLACEHOLDER_NOTICE } from './default-agreements';

const AU: AgreementKey = { country: 'AU', industry: 'Clothing', product: 'provider' };
const US: AgreementKey = { country: 'US', industry: 'Footwear', product: 'cashApp' };

describe('agreement link', () => {
  it('names the doc 2 §8 message (its English is checked at the server)', () => {
    expect(AGREEMENT_BAD_LINK_MESSAGE).toEqual({ id: 'agreement.badLink' });
  });

  it('reads a complete link, GB as UK', () => {
    expect(readAgreementLink({ country: 'AU', industry: 'Clothing', product: 'provider' })).toEqual(
      { ok: true, key: AU },
    );
    expect(readAgreementLink({ country: 'gb', industry: 'Pets', product: 'uk' })).toEqual({
      ok: true,
      key: { country: 'UK', industry: 'Pets', product: 'uk' },
    });
  });

  it.each([
    [{ industry: 'Clothing', product: 'provider' }, 'missing-country'],
    [{ country: ' ', industry: 'Clothing', product: 'provider' }, 'missing-country'],
    [{ country: 'FR', industry: 'Clothing', product: 'provider' }, 'unknown-country'],
    [{ country: 'AU', product: 'provider' }, 'missing-industry'],
    [{ country: 'AU', industry: 'Spaceships', product: 'provider' }, 'unknown-industry'],
    [{ country: 'AU', industry: 'Clothing' }, 'missing-product'],
    [{ country: 'AU', industry: 'Clothing', product: 'Bonds' }, 'unknown-product'],
    // doc 2 §8: a non-US Cash product.
    [{ country: 'AU', industry: 'Clothing', product: 'cashApp' }, 'product-not-offered'],
    [{ country: 'US', industry: 'Clothing', product: 'provider' }, 'product-not-offered'],
  ])('refuses %j as %s', (params, reason) => {
    expect(readAgreementLink(params)).toEqual({ ok: false, reason });
  });

  it('links a merchant to the product of its country, and an unfinished one to a bad link', () => {
    const link = merchantAgreementLink('US', 'Home & Garden (non-furniture)');
    expect(link).toBe(
      '/merchant-agreement/fullpage?country=US&industry=Home+%26+Garden+%28non-furniture%29&product=cashApp',
    );
    const params = new URLSearchParams(link.split('?')[1]);
    expect(readAgreementLink(Object.fromEntries(params))).toEqual({
      ok: true,
      key: { country: 'US', industry: 'Home & Garden (non-furniture)', product: 'cashApp' },
    });
    const unfinished = new URLSearchParams(merchantAgreementLink('', '').split('?')[1]);
    expect(readAgreementLink(Object.fromEntries(unfinished))).toEqual({
      ok: false,
      reason: 'missing-country',
    });
  });
});

describe('default agreements', () => {
  it('exist for every country, titled with product and country, marked as placeholders', () => {
    for (const country of COUNTRY_CODES) {
      const key = { country, industry: 'Other', product: agreementProductOf(country) } as const;
      const text = defaultAgreement(key);
      expect(text.body.startsWith(PLACEHOLDER_NOTICE)).toBe(true);
      expect(text.body).toMatch(/not legal advice/);
      expect(text.title).toMatch(/Merchant Agreement and Privacy Policy/);
    }
    expect(defaultAgreement(AU).title).toBe(
      'Quartet Merchant Agreement and Privacy Policy: Australia',
    );
    expect(defaultAgreement(US).title).toBe(
      'Quartet Cash Merchant Agreement and Privacy Policy: United States',
    );
    expect(defaultAgreement({ country: 'UK', industry: 'Pets', product: 'uk' }).body).toMatch(
      /UK GDPR/,
    );
    expect(defaultAgreement(US).body).toMatch(/Industry: Footwear\./);
  });
});

describe('current version', () => {
  const stored = (key: AgreementKey, version: number): StoredAgreement => ({
    ...key,
    version,
    title: `v${version}`,
    body: 'text',
  });
  const versions = [stored(AU, 1), stored(AU, 3), stored(AU, 2), stored(US, 7)];

  it('is the highest number of the same combination', () => {
    expect(currentAgreement(versions, AU)?.version).toBe(3);
    expect(currentAgreement(versions, US)?.version).toBe(7);
    expect(currentAgreement(versions, { ...AU, industry: 'Pets' })).toBeUndefined();
  });

  it('numbers the next publication after it, from 1', () => {
    expect(nextVersionNumber(versions, AU)).toBe(4);
    expect(nextVersionNumber(versions, { ...AU, industry: 'Pets' })).toBe(1);
    expect(firstVersion(AU)).toMatchObject({ ...AU, version: 1, ...defaultAgreement(AU) });
  });

  it('asks for a new acceptance only when the version or combination differs', () => {
    expect(acceptanceIsStale(undefined, stored(AU, 1))).toBe(true);
    expect(acceptanceIsStale(stored(AU, 1), stored(AU, 1))).toBe(false);
    expect(acceptanceIsStale(stored(AU, 1), stored(AU, 2))).toBe(true);
    expect(acceptanceIsStale(stored(AU, 2), stored({ ...AU, industry: 'Pets' }, 2))).toBe(true);
  });
});

describe("a merchant's own link", () => {
  it('follows the saved answers first, then the lead', () => {
    const merchant = validMerchant('UK');
    merchant.storeDetails.industry = 'Pets';
    const params = new URLSearchParams(merchantAgreementLinkOf(merchant).split('?')[1]);
    expect(readAgreementLink(Object.fromEntries(params))).toEqual({
      ok: true,
      key: { country: 'UK', industry: 'Pets', product: 'uk' },
    });
    merchant.storeDetails.industry = '';
    merchant.lead.industry = 'Footwear';
    expect(agreementParamsOfMerchant(merchant)).toEqual({
      country: 'UK',
      industry: 'Footwear',
      product: 'uk',
    });
    merchant.companyInformation.registeredCountry = '';
    merchant.lead.registeredCountry = '';
    expect(agreementParamsOfMerchant(merchant)).toMatchObject({ country: '', product: '' });
  });
});
