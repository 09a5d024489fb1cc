import type { CountryCode } from './country-code';
import type { AnnualSalesBand } from '../picklists/annual-sales-bands';
import type { Acquirer } from '../picklists/acquirers';
import type { BusinessType } from '../picklists/business-types';
import type { Platform } from '../picklists/platforms';
import type { SalesChannel } from '../picklists/sales-channels';
import type { StateEntry } from '../picklists/states';

/** How a date of birth is typed in a country (doc 2 §5); it is always sent as yyyy-MM-dd. */
export type DobFormat = 'MM-DD-YYYY' | 'DD-MM-YYYY';

/**
 * The bank details a country's merchants give (doc 2 §4 "Bank"): US routing + account, Canadian
 * institution + transit + chequing account, Australian BSB + account, UK sort code + account,
 * NZ full account number (bank-branch-base-suffix).
 */
export type BankFormat = 'usRouting' | 'canadaTransit' | 'auBsb' | 'ukSortCode' | 'nzAccount';

/**
 * Postal code length, and for Canada the A1A 1A1 format (doc 2 §5). The message follows from the
 * lengths: 'Exact length N' when they are equal, else 'Min length N, max length M'.
 */
export interface PostalCodeRule {
  readonly minLength: number;
  readonly maxLength: number;
  readonly format?: 'A1A 1A1';
}

/** Everything that differs by registered country, as data (docs/architecture.md §1: country differences are data, read by one applicability engine). */
export interface CountryRules {
  readonly code: CountryCode;
  readonly businessTypes: readonly BusinessType[];
  readonly stateEntry: StateEntry;
  readonly salesChannels: readonly SalesChannel[];
  /** doc 2 §9: countries with acquirer or channel choice are AU, NZ, UK, US. */
  readonly hasSalesChannelChoice: boolean;
  readonly acquirers: readonly Acquirer[];
  readonly platforms: readonly Platform[];
  readonly annualSalesBands: readonly AnnualSalesBand[];
  /** The lowest band, which decides who sees the Contact Us modal (doc 1 §6). */
  readonly lowSalesBand: AnnualSalesBand;
  /** doc 2 §9: self-serve in-store countries are the US and Australia. */
  readonly selfServeInStore: boolean;
  /** doc 2 §9: secondary bank countries are AU, NZ, UK, US. */
  readonly hasSecondaryBank: boolean;
  readonly bankFormat: BankFormat;
  readonly postalCode: PostalCodeRule;
  readonly dobFormat: DobFormat;
  /** Digits a phone number may hold when no national format is known (doc 2 §5). */
  readonly phoneDigits: { readonly min: number; readonly max: number };
}
