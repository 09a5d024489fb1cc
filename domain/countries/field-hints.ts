/**
 * The line under each identifier and format field: what it holds and an example, per country.
 * Examples live here and not in placeholders, so an empty field never looks filled in (doc 2 §5
 * gives the BSB example 111-000 and the sort code hint example 11-22-33; the others are ours and
 * are either published values or numbers no one holds). Each example passes the field's own rule
 * once normalised (domain/validators/normalise), which field-hints.test.ts checks.
 */
import { BSB_PLACEHOLDER, SORT_CODE_EXAMPLE } from '../bank/bank-number-examples';
import type { CountryCode } from './country-code';

/** A field's hint in one country, or in every country where the field applies. */
type HintTable = Partial<Record<CountryCode, string>> & { any?: string };

/** The hint of each field kind, by country. */
export const FIELD_HINTS: Readonly<Record<string, HintTable>> = {
  abn: { AU: 'Your 11-digit ABN, or your 9-digit ACN. For example 51 824 753 556' },
  ein: { US: '9 digits, as on your IRS letter. For example 12-3456789' },
  craBusinessNumber: { CA: 'The first 9 digits of your tax ID. For example 123456782' },
  registrationNumber: {
    NZ: 'Your NZ company number from the Companies Office. For example 1234567',
  },
  companyNumber: {
    UK: '8 numbers, or 2 letters and 6 numbers, from Companies House. For example 01234567 or SC123456',
  },
  craRegistryId: { CA: 'The ID your provincial business registry gave you' },
  ssn: { US: '9 digits. For example 123-45-6789' },
  // doc 2 §5's placeholder 111-000 and hint example 11-22-33, shown as the hint's example.
  bsb: { AU: `6 digits. For example ${BSB_PLACEHOLDER}` },
  sortCode: { UK: `6 digits. For example ${SORT_CODE_EXAMPLE}` },
  routing: { US: '9 digits, printed at the bottom left of a cheque. For example 021000021' },
  canadaRoutingInstitutionIdNumber: { CA: '3 digits. For example 003' },
  canadaRoutingTransitIdNumber: { CA: '5 digits. For example 12345' },
  canadaChequingAccount: { CA: '7 to 12 digits. For example 1234567' },
  account: {
    US: 'For example 000123456789',
    AU: '6 to 10 letters or numbers. For example 12345678',
    UK: '8 digits. For example 31926819',
    NZ: 'Bank, branch, account and suffix. For example 01-0902-0068389-00',
  },
  phone: {
    US: 'For example 415 555 0132',
    CA: 'For example 416 555 0199',
    AU: 'For example 02 9876 5432',
    NZ: 'For example 021 123 4567',
    UK: 'For example 020 7946 0123',
  },
  postalCode: {
    US: 'For example 94105 or 94105-1234',
    CA: 'For example K1A 0B1',
    AU: 'For example 2000',
    NZ: 'For example 6011',
    UK: 'For example SW1A 1AA',
  },
};

/** The kind of hint a field name takes: the secondary bank's `bsb2` is a `bsb`, any postal code a `postalCode`. */
export function hintKindOf(field: string): string | undefined {
  if (/postalcode$/i.test(field)) return 'postalCode';
  if (/phone$/i.test(field)) return 'phone';
  const base = field.replace(/2$/, '');
  return FIELD_HINTS[base] ? base : undefined;
}

/** The hint under `field` for a merchant in `country`; none where the field has none. */
export function fieldHint(field: string, country: CountryCode | undefined): string | undefined {
  const kind = hintKindOf(field);
  if (!kind || !country) return undefined;
  const table = FIELD_HINTS[kind]!;
  return table[country] ?? table.any;
}

/** The example of a hint (what follows "For example"), for tests and for the label copy. */
export function exampleOf(hint: string): string {
  return hint.split('For example ')[1] ?? '';
}
