/**
 * One input of a business details form, chosen by its kind: text, number, Yes/No, pick list,
 * multi-select, checkbox, date of birth, sensitive number or file upload (doc 1 §3 "UI types").
 */
import { Checkbox } from '@mantine/core';
import type { CountryCode } from '../../../domain/countries/country-code';
import type { UploadTarget } from '../../api/merchant-calls';
import { DateOfBirthField } from '../../forms/date-of-birth-field';
import { FileUploadField } from '../../forms/file-upload-field';
import { MultiSelectField } from '../../forms/multi-select-field';
import { SelectField, type Options } from '../../forms/select-field';
import { TextField } from '../../forms/text-field';
import { YesNoField } from '../../forms/yes-no-field';

export type FieldKind =
  | 'text'
  | 'number'
  | 'url'
  | 'yesNo'
  | 'select'
  | 'multi'
  | 'checkbox'
  | 'dob'
  | 'secret'
  | 'file'
  | 'idFile';

/** How a field of a section is asked. */
export interface FieldSpec {
  kind: FieldKind;
  /** The pick list in the merchant's country. */
  options?: (country: CountryCode | undefined) => Options;
  /** A line under the label saying what the field must hold. */
  description?: string;
}

export interface SectionFieldProps {
  name: string;
  label: string;
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required: boolean;
  country: CountryCode | undefined;
  /** The line under the label: what the field holds and an example (domain/countries/field-hints). */
  description?: string | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The input of one field. */
export function SectionField(props: SectionFieldProps) {
  const { spec, name, label, error, required, country } = props;
  const common = {
    name,
    label,
    error,
    required,
    description: props.description ?? spec.description,
    value: text(props.value),
    onChange: props.onChange as (value: string) => void,
    ...(props.onBlur ? { onBlur: props.onBlur } : {}),
  };
  switch (spec.kind) {
    case 'yesNo':
      return <YesNoField {...common} />;
    case 'select':
      return <SelectField {...common} options={spec.options?.(country) ?? []} />;
    case 'multi':
      return (
        <MultiSelectField
          {...common}
          value={Array.isArray(props.value) ? (props.value as string[]) : []}
          onChange={props.onChange as (value: string[]) => void}
          options={spec.options?.(country) ?? []}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          name={name}
          label={label}
          checked={props.value === true}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          error={error}
          // Mantine links the message through aria-describedby but does not mark the box invalid.
          aria-invalid={error ? true : undefined}
        />
      );
    case 'dob':
      return <DateOfBirthField {...common} country={country} />;
    case 'secret':
      return <TextField {...common} inputMode="numeric" autoComplete="off" />;
    case 'number':
      return <TextField {...common} inputMode="numeric" />;
    case 'url':
      return <TextField {...common} type="url" inputMode="url" />;
    case 'file':
    case 'idFile': {
      const target: UploadTarget = { field: name };
      return <FileUploadField {...common} target={target} />;
    }
    default:
      return <TextField {...common} />;
  }
}
