/**
 * The merchant agreement's rules on the server (docs/decisions/0080): the current version of a
 * combination (the shipped default is stored as version 1 the first time it is asked for), a
 * publication that adds the next version and never overwrites one, and the acceptance that
 * records the version current for the merchant's country, industry and product.
 */
import {
  agreementParamsOfMerchant,
  readAgreementLink,
  type AgreementKey,
} from '../../domain/agreement/agreement-link';
import {
  acceptanceIsStale,
  firstVersion,
  nextVersionNumber,
} from '../../domain/agreement/agreement-versions';
import type { AgreementText } from '../../domain/agreement/default-agreements';
import type {
  AdminAgreementDocument,
  AgreementAcceptance,
  AgreementDocument,
} from '../../domain/api/agreement-api';
import type { Merchant } from '../../domain/merchant/merchant';
import type { AgreementAcceptanceRow, AgreementVersionRow } from './agreement-tables';
import type { AgreementsRepository } from './agreements-repository';

/** Who published the shipped default. */
export const SYSTEM_PUBLISHER = 'system';
/** Concurrent publications of one combination: each retries with the next free number. */
const PUBLISH_ATTEMPTS = 5;

const keyOf = (row: AgreementKey): AgreementKey => ({
  country: row.country,
  industry: row.industry,
  product: row.product,
});

/** A stored row as the merchant's page reads it (the publisher stays with the console). */
export function documentOf(row: AgreementVersionRow): AgreementDocument {
  const { country, industry, product } = row as AgreementVersionRow & AgreementKey;
  return {
    country,
    industry,
    product,
    version: row.version,
    title: row.title,
    body: row.body,
    publishedAt: row.published_at,
  };
}

/** A stored row as the console reads it. */
export function adminDocumentOf(row: AgreementVersionRow): AdminAgreementDocument {
  return { ...documentOf(row), publishedBy: row.published_by };
}

/** An acceptance row as the console reads it. */
export function acceptanceOf(
  row: Omit<AgreementAcceptanceRow, 'id' | 'merchant_id'>,
): AgreementAcceptance {
  const { country, industry, product } = row as AgreementAcceptanceRow & AgreementKey;
  return { country, industry, product, version: row.version, acceptedAt: row.accepted_at };
}

/** The current version of `key`; with none stored, the shipped default becomes version 1. */
export async function currentAgreementVersion(
  repo: AgreementsRepository,
  key: AgreementKey,
  now: number,
): Promise<AgreementVersionRow> {
  const stored = await repo.current(key);
  if (stored) return stored;
  const first = firstVersion(key);
  // A concurrent first read may store it first; either way version 1 is then stored.
  await repo.insert({
    ...keyOf(key),
    version: first.version,
    title: first.title,
    body: first.body,
    published_by: SYSTEM_PUBLISHER,
    published_at: now,
  });
  const row = await repo.current(key);
  if (!row) throw new Error('The first agreement version could not be stored');
  return row;
}

/** Publishes `text` as the next version of `key`; earlier versions stay as they were. */
export async function publishAgreement(
  repo: AgreementsRepository,
  key: AgreementKey,
  text: AgreementText,
  publishedBy: string,
  now: number,
): Promise<AgreementVersionRow> {
  for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS; attempt++) {
    const current = await repo.current(key);
    const version = nextVersionNumber(current ? [{ ...current, ...keyOf(key) }] : [], key);
    const inserted = await repo.insert({
      ...keyOf(key),
      version,
      title: text.title,
      body: text.body,
      published_by: publishedBy,
      published_at: now,
    });
    if (inserted) {
      // The version this publication stored: a concurrent one may already have added the next.
      const row = await repo.version(key, version);
      if (row) return row;
    }
  }
  throw new Error('The agreement version could not be published: too many at once');
}

/** The agreement combination of a merchant's answers, or undefined while one is missing. */
export function agreementKeyOfMerchant(merchant: Merchant): AgreementKey | undefined {
  const link = readAgreementLink(agreementParamsOfMerchant(merchant));
  return link.ok ? link.key : undefined;
}

/**
 * Records that the merchant accepted the version current for its combination, unless that very
 * version is already its latest acceptance. Answers the acceptance recorded, if any.
 */
export async function acceptCurrentAgreement(
  repo: AgreementsRepository,
  merchantId: string,
  merchant: Merchant,
  now: number,
): Promise<AgreementAcceptance | undefined> {
  const key = agreementKeyOfMerchant(merchant);
  if (!key) return undefined;
  // The number alone is read, with the latest acceptance in the same statement (every save of
  // the owners step comes here); the text only when the shipped default is still to be stored.
  const check = await repo.acceptanceCheck(merchantId, key);
  const number = check.current ?? (await currentAgreementVersion(repo, key, now)).version;
  const version = { ...key, version: number };
  if (!acceptanceIsStale(check.latest && acceptanceOf(check.latest), version)) return undefined;
  await repo.recordAcceptance(merchantId, key, number, now);
  return { ...version, acceptedAt: now };
}
