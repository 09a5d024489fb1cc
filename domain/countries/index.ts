import type { CountryCode } from './country-code';
import type { CountryRules } from './country-rules';
import { AU_RULES } from './au';
import { CA_RULES } from './ca';
import { NZ_RULES } from './nz';
import { UK_RULES } from './uk';
import { US_RULES } from './us';

export * from './country-code';
export * from './country-rules';
export { AU_RULES, CA_RULES, NZ_RULES, UK_RULES, US_RULES };

/** The rules of every country, by code. */
export const COUNTRY_RULES: Readonly<Record<CountryCode, CountryRules>> = {
  AU: AU_RULES,
  CA: CA_RULES,
  NZ: NZ_RULES,
  UK: UK_RULES,
  US: US_RULES,
};

/** The rules of `country`. */
export function countryRules(country: CountryCode): CountryRules {
  return COUNTRY_RULES[country];
}
