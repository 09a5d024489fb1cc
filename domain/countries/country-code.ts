/**
 * The five countries the portal onboards (doc 1 §9, doc 2 §9). The UK is coded `UK` in merchant
 * records; `GB` is accepted wherever a country arrives from outside (URL parameter, browser
 * locale, phone library) and normalised by {@link toCountryCode}.
 */
export const COUNTRY_CODES = ['US', 'AU', 'NZ', 'UK', 'CA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  US: 'United States',
  AU: 'Australia',
  NZ: 'New Zealand',
  UK: 'United Kingdom',
  CA: 'Canada',
};

/** Reads a country code from untrusted text: case-insensitive, GB means UK; anything else is undefined. */
export function toCountryCode(raw: string | null | undefined): CountryCode | undefined {
  if (!raw) return undefined;
  const upper = raw.trim().toUpperCase();
  const code = upper === 'GB' ? 'UK' : upper;
  return (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : undefined;
}
