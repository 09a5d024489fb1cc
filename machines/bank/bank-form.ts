/**
 * The manual bank form as the bank machine holds it (decision 0240): its drafts change as typed,
 * formatted with the masks of doc 2 §5; a field's message comes from the section's schema (doc 2
 * §4, §5) when the field is left or the form is submitted, and once a submit was refused a
 * changed field is checked again at once.
 */
import type { FieldError } from '../../domain/errors/field-errors';
import { formatBsb, formatNzAccount, formatSortCode } from '../../domain/bank/bank-numbers';
import type { PrimaryBank, PrimaryBankField, SecondaryBank } from '../../domain/bank/bank';
import { primaryBankSchema, secondaryBankSchema } from '../../domain/bank/bank-schemas';
import type { ValidationContext } from '../../domain/schemas/check-context';
import { parseWithSchema } from '../../domain/schemas/parse-section';

/** The two manual forms, by the name of their section in the server's error map. */
export type BankSection = 'primaryBank' | 'secondaryBank';
export type BankDraft = PrimaryBank | SecondaryBank;
/** Changed fields of a form, under the section's own names (`account`, `account2`). */
export type BankChanges = Readonly<Record<string, string | boolean>>;
/** A form's messages by field name. */
export type BankMessages = Readonly<Record<string, FieldError>>;

/** The base field of a section's field name (`account2` → `account`). */
export const baseFieldOf = (section: BankSection, name: string): PrimaryBankField =>
  (section === 'secondaryBank' ? name.replace(/2$/, '') : name) as PrimaryBankField;

/** How a field formats as typed (doc 2 §5 masks); NZ accounts hyphenate from 15 characters. */
function formatterOf(field: PrimaryBankField, nz: boolean): ((raw: string) => string) | null {
  if (field === 'bsb') return formatBsb;
  if (field === 'sortCode') return formatSortCode;
  if ((field === 'account' || field === 'confirmAccount') && nz) return formatNzAccount;
  return null;
}

/** The draft with `changes` in, each typed value formatted as its field formats. */
export function draftWithChanges<T extends BankDraft>(
  section: BankSection,
  draft: T,
  changes: BankChanges,
  context: ValidationContext,
): T {
  const nz = context.registeredCountry === 'NZ';
  const formatted = Object.entries(changes).map(([name, value]) => {
    const format = formatterOf(baseFieldOf(section, name), nz);
    return [name, typeof value === 'string' && format ? format(value) : value];
  });
  return { ...draft, ...Object.fromEntries(formatted) };
}

/** The section's check: its trimmed output when it passes, its messages by field. */
export function checkBank(section: BankSection, draft: BankDraft, context: ValidationContext) {
  const schema =
    section === 'primaryBank' ? primaryBankSchema(context) : secondaryBankSchema(context);
  return parseWithSchema(section, schema, draft);
}

/** The messages after `fields` were checked again: each gets its message, or loses it. */
export function messagesChecked(
  messages: BankMessages,
  fields: readonly string[],
  section: BankSection,
  draft: BankDraft,
  context: ValidationContext,
): BankMessages {
  const found = checkBank(section, draft, context).errors;
  const next: Record<string, FieldError> = { ...messages };
  for (const field of fields) {
    const message = found[field];
    if (message) next[field] = message;
    else delete next[field];
  }
  return next;
}

/** The messages after a change: a changed field is checked again once a submit was refused or it shows one. */
export function messagesAfterChange(
  messages: BankMessages,
  changes: BankChanges,
  submitted: boolean,
  section: BankSection,
  draft: BankDraft,
  context: ValidationContext,
): BankMessages {
  const fields = Object.keys(changes).filter((field) => submitted || field in messages);
  return fields.length === 0
    ? messages
    : messagesChecked(messages, fields, section, draft, context);
}

/** The server's field errors of a section without those of the fields just changed. */
export function withoutChanged(
  errors: BankMessages | undefined,
  changes: BankChanges,
): BankMessages | undefined {
  if (!errors) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in changes)));
}
