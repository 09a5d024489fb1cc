/**
 * The inputs of the manual bank form, over the shared field components of src/forms: text inputs
 * that format as typed with the masks of domain/masks (BSB 000-000, sort code 00-00-00, NZ account
 * auto-hyphenation; a saved value shown masked until the merchant types over it), and the NZ
 * signatory choice.
 */
import { Controller, type Control } from 'react-hook-form';
import type { PrimaryBankField } from '../../../../domain/merchant/bank';
import type { CountryCode } from '../../../../domain/countries/country-code';
import { fieldHint } from '../../../../domain/countries/field-hints';
import { formatBsb, formatNzAccount, formatSortCode } from '../../../../domain/masks/bank-numbers';
import { SIGNATORY_TYPES } from '../../../../domain/picklists/signatory-types';
import { TextField } from '../../../forms/text-field';
import { YesNoField } from '../../../forms/yes-no-field';
import { BANK_FIELD_LABELS } from './bank-copy';

/** The form's values: text fields and the terms checkbox, under the section's own names. */
export type BankFormValues = Record<string, string | boolean>;

type Formatter = (raw: string) => string;

/** How a field formats as typed (doc 2 §5 masks); NZ accounts hyphenate from 15 characters. */
export function formatterOf(field: PrimaryBankField, nzAccount: boolean): Formatter | undefined {
  if (field === 'bsb') return formatBsb;
  if (field === 'sortCode') return formatSortCode;
  if ((field === 'account' || field === 'confirmAccount') && nzAccount) return formatNzAccount;
  return undefined;
}

/** Fields typed as words; the others are numbers. */
const WORD_FIELDS: ReadonlySet<PrimaryBankField> = new Set([
  'bankName',
  'bankBranch',
  'bankAccountName',
  'signatoryName',
  'email',
]);

export interface BankTextFieldProps {
  control: Control<BankFormValues>;
  /** The base field (`account`); `name` is its name in this form (`account2`). */
  field: PrimaryBankField;
  name: string;
  description?: string;
  required: boolean;
  nzAccount: boolean;
  /** The merchant's country, for the hint under the field. */
  country: CountryCode | undefined;
}

/** One text input of the bank form, its error under it. */
export function BankTextField(props: BankTextFieldProps) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          label={BANK_FIELD_LABELS[props.field] ?? props.field}
          name={props.name}
          // The example sits in the hint under the label, never as a placeholder that looks typed.
          description={props.description ?? fieldHint(props.field, props.country)}
          type={props.field === 'email' ? 'email' : 'text'}
          inputMode={WORD_FIELDS.has(props.field) ? undefined : 'numeric'}
          autoComplete="off"
          required={props.required}
          format={formatterOf(props.field, props.nzAccount)}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** NZ: One Signatory or Multiple Signatories (doc 2 §3). */
export function SignatoryTypeField(props: {
  control: Control<BankFormValues>;
  name: string;
  required: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <YesNoField
          label={BANK_FIELD_LABELS.signatoryType ?? 'Account signatories'}
          name={props.name}
          answers={SIGNATORY_TYPES}
          required={props.required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
