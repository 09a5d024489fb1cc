/**
 * The inputs of the manual bank form: text inputs that format as typed with the masks of
 * domain/masks (BSB 000-000, sort code 00-00-00, NZ account auto-hyphenation), the NZ signatory
 * choice, and a saved value shown masked (restore gives it masked) until the merchant types over it.
 */
import { Radio, Group, TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { MASK_CHARACTER } from '../../../../domain/api/merchant-api';
import type { SharedBankField, PrimaryBankField } from '../../../../domain/merchant/bank';
import {
  BSB_PLACEHOLDER,
  formatBsb,
  formatNzAccount,
  formatSortCode,
  SORT_CODE_EXAMPLE,
} from '../../../../domain/masks/bank-numbers';
import { SIGNATORY_TYPES } from '../../../../domain/picklists/signatory-types';
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

/** A typed value: the mask characters of a saved value dropped once the merchant types. */
export function typedValue(raw: string, format: Formatter | undefined): string {
  const typed = raw.includes(MASK_CHARACTER) ? raw.split(MASK_CHARACTER).join('') : raw;
  return format ? format(typed) : typed;
}

const PLACEHOLDERS: Partial<Record<PrimaryBankField, string>> = {
  bsb: BSB_PLACEHOLDER,
  sortCode: SORT_CODE_EXAMPLE,
};

export interface BankTextFieldProps {
  control: Control<BankFormValues>;
  /** The base field (`account`); `name` is its name in this form (`account2`). */
  field: PrimaryBankField;
  name: string;
  label?: string;
  description?: string;
  required: boolean;
  nzAccount: boolean;
}

/** One text input of the bank form, its error under it. */
export function BankTextField(props: BankTextFieldProps) {
  const format = formatterOf(props.field, props.nzAccount);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          label={props.label ?? BANK_FIELD_LABELS[props.field] ?? props.field}
          description={props.description}
          placeholder={PLACEHOLDERS[props.field]}
          withAsterisk={props.required}
          autoComplete="off"
          inputMode={
            props.field === 'bankAccountName' || props.field === 'email' ? undefined : 'numeric'
          }
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(typedValue(e.currentTarget.value, format))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** NZ: One Signatory or Multiple Signatories (doc 2 §3). */
export function SignatoryTypeField(props: {
  control: Control<BankFormValues>;
  name: `${Extract<SharedBankField, 'signatoryType'>}${'' | '2'}`;
  required: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={BANK_FIELD_LABELS.signatoryType}
          withAsterisk={props.required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Group mt="xs">
            {SIGNATORY_TYPES.map((type) => (
              <Radio key={type} value={type} label={type} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
