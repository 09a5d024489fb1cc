/**
 * The phone metadata the portal ships: libphonenumber-js's "min" metadata with each country's
 * display formats (entry 4) removed; every other entry, used by parsing and by the validity and
 * length checks, is kept as it is.
 */
import { createRequire } from 'node:module';

type Entry = unknown[];
interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, Entry>;
  nonGeographic?: Record<string, Entry>;
}

/** Index of the number formats in a country's metadata entry. */
const FORMATS = 4;

const withoutFormats = (entries: Record<string, Entry>): Record<string, Entry> =>
  Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [
      key,
      entry.map((item, i) => (i === FORMATS ? null : item)),
    ]),
  );

/** The package's min metadata without formats. */
export function trimPhoneMetadata(): Metadata {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
  return {
    ...full,
    countries: withoutFormats(full.countries),
    ...(full.nonGeographic && { nonGeographic: withoutFormats(full.nonGeographic) }),
  };
}
