/** One value published by a register, a bank or a public body, and where it goes. */
import type { CountryCode } from '../../domain/countries/country-code';

/** Where a value goes: a section's field (owner fields are owner 0's). */
export type PublishedSection = 'companyInformation' | 'owner' | 'primaryBank' | 'customerSupport';

export interface PublishedValue {
  country: CountryCode;
  section: PublishedSection;
  /** The field and its value; an account number also fills its confirmation. */
  field: string;
  value: string;
  source: string;
}
