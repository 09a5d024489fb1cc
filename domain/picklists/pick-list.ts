/**
 * One entry of a pick list: the value stored on the merchant record and the label shown in a
 * Select. Most lists show exactly what they store; industries do not (doc 2 §3).
 */
import type { Text } from '../i18n/message';

export interface PickListOption<V extends string = string> {
  readonly value: V;
  readonly label: Text;
}

/** A pick list in display order. A Select value outside it is invalid (doc 2 §3 "Field parts"). */
export type PickList<V extends string = string> = readonly PickListOption<V>[];

/** Options for a list whose labels are its stored values. */
export function optionsOf<V extends string>(values: readonly V[]): PickList<V> {
  return values.map((value) => ({ value, label: value }));
}

/** The stored values of a pick list, for membership checks. */
export function valuesOf<V extends string>(list: PickList<V>): readonly V[] {
  return list.map((option) => option.value);
}
