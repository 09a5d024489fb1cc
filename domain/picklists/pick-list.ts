/**
 * One entry of a pick list: the value stored on the merchant record and the label shown in a
 * Select. The value never changes with the reader's language (it is stored and sent to the
 * provider); the label is a message of the picklists catalogue, or the value itself where it is
 * a proper name (a platform, an acquirer) read the same in every language.
 */
import type { Message, Text } from '../i18n/message';

export interface PickListOption<V extends string = string> {
  readonly value: V;
  readonly label: Text;
}

/** A pick list in display order. A Select value outside it is invalid (doc 2 §3 "Field parts"). */
export type PickList<V extends string = string> = readonly PickListOption<V>[];

/** Options for a list whose labels are its stored values (currency codes). */
export function optionsOf<V extends string>(values: readonly V[]): PickList<V> {
  return values.map((value) => ({ value, label: value }));
}

/**
 * Options for a list of stored values, each labelled with its message in `labels`; a value
 * without one (a proper name) shows as it is stored. The English message of a value is the
 * value itself, word for word.
 */
export function labelledOptionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Partial<Record<V, Message>>>,
): PickList<V> {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** One pick list per country, made once so a view model keeps the same list. */
export function optionsByCountry<C extends string, V extends string>(
  valuesByCountry: Readonly<Record<C, readonly V[]>>,
  labels: Readonly<Partial<Record<V, Message>>>,
): Readonly<Record<C, PickList<V>>> {
  const entries = Object.entries(valuesByCountry) as [C, readonly V[]][];
  return Object.fromEntries(
    entries.map(([country, values]) => [country, labelledOptionsOf(values, labels)]),
  ) as Record<C, PickList<V>>;
}

/** The stored values of a pick list, for membership checks. */
export function valuesOf<V extends string>(list: PickList<V>): readonly V[] {
  return list.map((option) => option.value);
}
