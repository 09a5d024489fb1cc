/**
 * The line under each identifier and format field: what it holds and an example, per country.
 * Examples live here and not in placeholders, so an empty field never looks filled in (doc 2 §5
 * gives the BSB example 111-000 and the sort code hint example 11-22-33; the others are ours and
 * are either published values or numbers no one holds). Each example passes the field's own rule
 * once normalised (domain/validators/normalise), which field-hints.test.ts checks. The words are
 * messages of the `fields` catalogue; the example is a value put into them, the same in every
 * language.
 */
import { BSB_PLACEHOLDER, SORT_CODE_EXAMPLE } from '../bank/bank-number-examples';
import { msg, type Message, type MessageId, type Text } from '../i18n/message';
import type { CountryCode } from './country-code';

/** A hint: its message and the example it gives. */
interface Hint {
  id: MessageId;
  example: string;
  /** A second example, where the field takes two forms. */
  other?: string;
}

/** A field's hint in one country, or in every country where the field applies. */
type HintTable = Partial<Record<CountryCode, Hint>> & { any?: Hint };

const FOR_EXAMPLE: MessageId = 'fields.hint.forExample';

/** The hint of each field kind, by country. */
export const FIELD_HINTS: Readonly<Record<string, HintTable>> = {
  abn: { AU: { id: 'fields.hint.abn', example: '51 824 753 556' } },
  ein: { US: { id: 'fields.hint.ein', example: '12-3456789' } },
  craBusinessNumber: { CA: { id: 'fields.hint.craBusinessNumber', example: '123456782' } },
  registrationNumber: { NZ: { id: 'fields.hint.registrationNumber', example: '1234567' } },
  companyNumber: {
    UK: { id: 'fields.hint.companyNumber', example: '01234567', other: 'SC123456' },
  },
  craRegistryId: { CA: { id: 'fields.hint.craRegistryId', example: '' } },
  ssn: { US: { id: 'fields.hint.ssn', example: '123-45-6789' } },
  // doc 2 §5's placeholder 111-000 and hint example 11-22-33, shown as the hint's example.
  bsb: { AU: { id: 'fields.hint.sixDigits', example: BSB_PLACEHOLDER } },
  sortCode: { UK: { id: 'fields.hint.sixDigits', example: SORT_CODE_EXAMPLE } },
  routing: { US: { id: 'fields.hint.routing', example: '021000021' } },
  canadaRoutingInstitutionIdNumber: { CA: { id: 'fields.hint.institution', example: '003' } },
  canadaRoutingTransitIdNumber: { CA: { id: 'fields.hint.transit', example: '12345' } },
  canadaChequingAccount: { CA: { id: 'fields.hint.chequingAccount', example: '1234567' } },
  account: {
    US: { id: FOR_EXAMPLE, example: '000123456789' },
    AU: { id: 'fields.hint.accountAU', example: '12345678' },
    UK: { id: 'fields.hint.accountUK', example: '31926819' },
    NZ: { id: 'fields.hint.accountNZ', example: '01-0902-0068389-00' },
  },
  phone: {
    US: { id: FOR_EXAMPLE, example: '415 555 0132' },
    CA: { id: FOR_EXAMPLE, example: '416 555 0199' },
    AU: { id: FOR_EXAMPLE, example: '02 9876 5432' },
    NZ: { id: FOR_EXAMPLE, example: '021 123 4567' },
    UK: { id: FOR_EXAMPLE, example: '020 7946 0123' },
  },
  postalCode: {
    US: { id: 'fields.hint.forExampleOr', example: '94105', other: '94105-1234' },
    CA: { id: FOR_EXAMPLE, example: 'K1A 0B1' },
    AU: { id: FOR_EXAMPLE, example: '2000' },
    NZ: { id: FOR_EXAMPLE, example: '6011' },
    UK: { id: FOR_EXAMPLE, example: 'SW1A 1AA' },
  },
};

/** The kind of hint a field name takes: the secondary bank's `bsb2` is a `bsb`, any postal code a `postalCode`. */
export function hintKindOf(field: string): string | undefined {
  if (/postalcode$/i.test(field)) return 'postalCode';
  if (/phone$/i.test(field)) return 'phone';
  const base = field.replace(/2$/, '');
  return FIELD_HINTS[base] ? base : undefined;
}

/** One message per hint, so a field's view keeps its hint object while nothing changes. */
const hints = new Map<Hint, Message>();

/** The hint under `field` for a merchant in `country`; none where the field has none. */
export function fieldHint(field: string, country: CountryCode | undefined): Message | undefined {
  const kind = hintKindOf(field);
  if (!kind || !country) return undefined;
  const table = FIELD_HINTS[kind]!;
  const hint = table[country] ?? table.any;
  if (!hint) return undefined;
  let message = hints.get(hint);
  if (!message) {
    message = msg(
      hint.id,
      hint.other ? { example: hint.example, other: hint.other } : { example: hint.example },
    );
    hints.set(hint, message);
  }
  return message;
}

/** The examples of a hint (what follows "For example"), for tests and for the label copy. */
export function examplesOf(hint: Text | undefined): string[] {
  if (!hint || typeof hint === 'string') return [];
  return [hint.values?.example, hint.values?.other].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}
