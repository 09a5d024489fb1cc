/**
 * Real values published by registers, banks and public bodies, per country, with where each is
 * published. Every one must pass the shared schemas and the API; the known invalid ones must be
 * refused with doc 2's message. Account bases and suffixes beside a published bank and branch are
 * illustrative (no one publishes a merchant's account).
 */
import type { ErrorSection } from '../../domain/errors/field-errors';
import type { Merchant } from '../../domain/merchant/merchant';
import { validMerchant } from './valid-merchant';
import type { PublishedValue } from './published-value';
import { CA_PUBLISHED_VALUES, US_PUBLISHED_VALUES } from './published-values-americas';
import {
  AU_PUBLISHED_VALUES,
  NZ_PUBLISHED_VALUES,
  UK_PUBLISHED_VALUES,
} from './published-values-oceania-uk';

export type { PublishedSection, PublishedValue } from './published-value';
export { KNOWN_INVALID, type KnownInvalid } from './known-invalid-values';

/** Every published value, country by country. */
export const PUBLISHED_VALUES: readonly PublishedValue[] = [
  ...US_PUBLISHED_VALUES,
  ...AU_PUBLISHED_VALUES,
  ...NZ_PUBLISHED_VALUES,
  ...UK_PUBLISHED_VALUES,
  ...CA_PUBLISHED_VALUES,
];

/** The valid merchant of the value's country with the value in its place. */
export function merchantWithValue(value: Omit<PublishedValue, 'source'>): Merchant {
  const merchant = validMerchant(value.country);
  const target: Record<string, unknown> = (value.section === 'owner'
    ? merchant.owners[0]!
    : merchant[value.section]) as unknown as Record<string, unknown>;
  target[value.field] = value.value;
  if (value.field === 'account') target.confirmAccount = value.value;
  return merchant;
}

/** Where the API and the schemas put the error of the value's field. */
export function errorKeyOf(value: Pick<PublishedValue, 'section' | 'field'>): {
  section: ErrorSection;
  key: string;
} {
  return value.section === 'owner'
    ? { section: 'owners', key: `bo_0_${value.field}` }
    : { section: value.section, key: value.field };
}
