/**
 * Which stored version of an agreement is current (docs/decisions/0080): versions of one country,
 * industry and product are numbered from 1; the highest number is current; a publication never
 * replaces a version, it adds the next number. With none stored the shipped default becomes
 * version 1.
 */
import type { AgreementKey } from './agreement-link';
import { defaultAgreement, type AgreementText } from './default-agreements';

/** A stored version as the lookup needs it. */
export interface StoredAgreement extends AgreementKey, AgreementText {
  version: number;
}

const sameKey = (a: AgreementKey, b: AgreementKey) =>
  a.country === b.country && a.industry === b.industry && a.product === b.product;

/** The current version of `key` among `versions`, or undefined when none is stored. */
export function currentAgreement<T extends StoredAgreement>(
  versions: readonly T[],
  key: AgreementKey,
): T | undefined {
  let current: T | undefined;
  for (const version of versions) {
    if (sameKey(version, key) && (!current || version.version > current.version)) {
      current = version;
    }
  }
  return current;
}

/** The number the next publication of `key` gets. */
export function nextVersionNumber(versions: readonly StoredAgreement[], key: AgreementKey): number {
  return (currentAgreement(versions, key)?.version ?? 0) + 1;
}

/** The first version of `key`: the shipped default text. */
export function firstVersion(key: AgreementKey): StoredAgreement {
  return { ...key, ...defaultAgreement(key), version: 1 };
}

/** True when a merchant who accepted `accepted` must accept again to be on `current`. */
export function acceptanceIsStale(
  accepted: (AgreementKey & { version: number }) | undefined,
  current: AgreementKey & { version: number },
): boolean {
  return !accepted || !sameKey(accepted, current) || accepted.version !== current.version;
}
