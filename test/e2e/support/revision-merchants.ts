/**
 * The merchants of the requests-for-changes journeys: a US corporation with its owner's
 * government ID uploaded, and an NZ trust whose owner verified with a certified ID (the back
 * office requires it through the signed webhook, as it does in production).
 */
import type { Page } from 'playwright-core';
import type { Merchant } from '../../../domain/merchant/merchant';
import { validMerchant } from '../../data/valid-merchant';
import { uploadFromPage } from './lifecycle';

/** A small valid PDF: the server checks a file by its bytes. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`),
});

/** A US corporation whose first owner uploaded a government ID. */
export function usCorporation(): Merchant {
  return validMerchant('US', { salesChannel: 'Online Only' });
}

export async function withOwnerId(page: Page, merchant: Merchant): Promise<Merchant> {
  const govId = await uploadFromPage(page, 'govId', pdf('drivers-licence.pdf'));
  const [owner, ...rest] = merchant.owners;
  return { ...merchant, owners: [{ ...owner!, govId }, ...rest] };
}

/** An NZ trust: its trust deed uploaded, and its owner verified with a certified passport. */
export function nzTrust(): Merchant {
  const merchant = validMerchant('NZ', { salesChannel: 'Online Only' });
  return {
    ...merchant,
    companyInformation: { ...merchant.companyInformation, businessType: 'Trust' },
  };
}

export async function withTrustFiles(page: Page, merchant: Merchant): Promise<Merchant> {
  const trustDeed = await uploadFromPage(page, 'trustDeed', pdf('trust-deed.pdf'));
  const certified = await uploadFromPage(
    page,
    'certifiedGovIdPrimary',
    pdf('certified-passport-2026-05.pdf'),
  );
  const [owner, ...rest] = merchant.owners;
  return {
    ...merchant,
    companyInformation: { ...merchant.companyInformation, trustDeed },
    owners: [
      {
        ...owner!,
        verificationMethod: 'Certified Passport',
        certifiedGovIdPrimary: certified,
      },
      ...rest,
    ],
  };
}
