import { joinMultiSelect } from '../validators/pick-list';

/** A section's values as sent: strings trimmed, multi-selects joined with ';' (doc 2 §5). */
export function plainValues(record: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value.trim()
        : Array.isArray(value)
          ? joinMultiSelect(value as string[])
          : value,
    ]),
  );
}
