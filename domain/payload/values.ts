import { toCountryCode } from '../countries/country-code';
import { healthIndustryCodeOf } from '../picklists/health-sub-industries';
import { HEALTH_INDUSTRY } from '../picklists/industries';
import { plainValues } from './plain-values';

// plainValues is in its own module so a section without store answers does not load the
// industry lists.
export { plainValues };

/** doc 2 §7: the fields sent as numbers; an empty answer is sent as null. */
export const NUMERIC_FIELDS = ['numOfStores', 'totalAnnualSalesInStore'] as const;

/** A typed number as a number, or null when empty or not a number. */
export function toNumberOrNull(value: string): number | null {
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
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
