import { toCountryCode } from '../countries/country-code';
import { healthIndustryCodeOf } from '../picklists/health-sub-industries';
import { HEALTH_INDUSTRY } from '../picklists/industries';
import { joinMultiSelect } from '../validators/pick-list';

/** doc 2 §7: the fields sent as numbers; an empty answer is sent as null. */
export const NUMERIC_FIELDS = ['numOfStores', 'totalAnnualSalesInStore'] as const;

/** A typed number as a number, or null when empty or not a number. */
export function toNumberOrNull(value: string): number | null {
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

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

/**
 * The store answers shared by the lead and store details as sent (doc 2 §3, §7): numOfStores and
 * totalAnnualSalesInStore as numbers, an AU or NZ Health sub-industry as its industry code.
 */
export function storeValues(
  record: {
    industry: string;
    subIndustry: string;
    numOfStores: string;
    totalAnnualSalesInStore: string;
  },
  registeredCountry: string,
): Record<string, unknown> {
  const values = plainValues(record);
  // A number goes as a number only when it reads back as typed (thousands separators aside);
  // other text ('five', '000000') is sent as typed, so the server checks what the form checked and answers with the
  // same message ('Value must be a number', 'Max length 5').
  for (const field of NUMERIC_FIELDS) {
    const text = record[field].trim();
    const n = toNumberOrNull(text);
    values[field] =
      text === '' ? null : n !== null && String(n) === text.replace(/,/g, '') ? n : text;
  }
  const country = toCountryCode(registeredCountry);
  if ((country === 'AU' || country === 'NZ') && record.industry.trim() === HEALTH_INDUSTRY) {
    values.subIndustry =
      healthIndustryCodeOf(record.subIndustry.trim()) ?? record.subIndustry.trim();
  }
  return values;
}
