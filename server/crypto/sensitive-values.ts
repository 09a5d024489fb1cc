/**
 * Sensitive values inside a section record (domain/api/merchant-api SENSITIVE_FIELDS): sealed
 * before a record is stored, opened when it is read, masked when it is sent to the browser, and
 * a masked value sent back unchanged resolved to the saved value (the merchant is not made to
 * retype it).
 */
import { isMaskedValue, isSensitiveField, maskValue } from '../../domain/api/merchant-api';
import type { FieldCipher } from './field-cipher';

type Values = Record<string, unknown>;

const mapSensitive = <T extends object>(
  record: T,
  map: (field: string, value: string) => string,
): T =>
  Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field,
      isSensitiveField(field) && typeof value === 'string' ? map(field, value) : value,
    ]),
  ) as T;

/** The record with every sensitive value sealed. */
export function sealRecord<T extends object>(cipher: FieldCipher, record: T): T {
  return mapSensitive(record, (field, value) => cipher.seal(field, value));
}

/** The record with every sealed value opened. */
export function openRecord<T extends object>(cipher: FieldCipher, record: T): T {
  return mapSensitive(record, (field, value) => cipher.open(field, value));
}

/** The record as the browser sees it: sensitive values masked. */
export function maskRecord<T extends object>(record: T): T {
  return mapSensitive(record, (_field, value) => maskValue(value));
}

/**
 * The saved value a masked `sent` value stands for: the same field of the record at the same
 * position when its mask matches, else the one saved value of that field elsewhere in the list
 * whose mask matches (an owner moved up after a removal). A mask that matches nothing, or
 * several different values, stands for nothing: '' (a mask is never stored as data).
 */
function savedValueOf(field: string, sent: string, same: Values | undefined, others: Values[]) {
  const own = same?.[field];
  if (typeof own === 'string' && maskValue(own) === sent) return own;
  const matches = new Set(
    others
      .map((record) => record[field])
      .filter((value): value is string => typeof value === 'string' && maskValue(value) === sent),
  );
  return matches.size === 1 ? [...matches][0]! : '';
}

/**
 * `sent` with each masked sensitive value replaced by the saved value it stands for. `saved` is
 * the stored record at the same position (plain), `savedList` every stored record of the list.
 */
export function resolveMaskedValues<T extends object>(
  sent: T,
  saved: object | undefined,
  savedList: readonly object[] = saved ? [saved] : [],
): T {
  return mapSensitive(sent, (field, value) =>
    isMaskedValue(value)
      ? savedValueOf(field, value, saved as Values | undefined, savedList as Values[])
      : value,
  );
}
