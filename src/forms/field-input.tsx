/**
 * The input of one field's view model, chosen by its kind: text, e-mail, phone, number, Yes/No,
 * pick list, multi-select, checkbox, date of birth, sensitive number or file upload (doc 1 §3 "UI
 * types"). It shows what the view model says and hands each change back; it decides nothing.
 */
import { Checkbox } from '@mantine/core';
import { memo } from 'react';
import { textOf, type FieldView } from '../../machines/forms/field-view';
import { DateOfBirthField } from './date-of-birth-field';
import { FileUploadField } from './file-upload-field';
import { MultiSelectField } from './multi-select-field';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { YesNoField } from './yes-no-field';
import { useSay } from '../i18n/say';

export interface FieldInputProps {
  view: FieldView;
  onChange: (name: string, value: unknown) => void;
  onBlur?: ((name: string) => void) | undefined;
}

/** The input of one field; rendered again only when its view model or handlers change. */
export const FieldInput = memo(function FieldInput(props: FieldInputProps) {
  const { view } = props;
  const say = useSay();
  const { name, required } = view;
  const label = say(view.label);
  const error = view.error === undefined ? undefined : say(view.error);
  const common = {
    name,
    label,
    error,
    required,
    description: view.hint === undefined ? undefined : say(view.hint),
    value: textOf(view.value),
    onChange: (value: string) => props.onChange(name, value),
    ...(props.onBlur ? { onBlur: () => props.onBlur?.(name) } : {}),
  };
  if (view.readOnly) {
    // decision 0266: a field an open request did not flag is read, not changed. A file keeps its
    // field (the file, no way to replace it); any other kind is a read-only text input holding
    // its value in words, which stays readable and reachable with Tab, unlike a disabled input.
    if (view.kind === 'file' || view.kind === 'idFile')
      return <FileUploadField {...common} target={{ field: name }} readOnly />;
    return (
      <TextField
        {...common}
        value={view.display === undefined ? textOf(view.value) : say(view.display)}
        readOnly
      />
    );
  }
  switch (view.kind) {
    case 'email':
      return <TextField {...common} type="email" readOnly />;
    case 'phone':
      return <PhoneField {...common} registeredCountry={view.country} />;
    case 'yesNo':
      return <YesNoField {...common} />;
    case 'select':
      return <SelectField {...common} options={view.options ?? []} />;
    case 'multi':
      return (
        <MultiSelectField
          {...common}
          value={Array.isArray(view.value) ? (view.value as string[]) : []}
          onChange={(value) => props.onChange(name, value)}
          options={view.options ?? []}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          name={name}
          label={label}
          checked={view.value === true}
          onChange={(event) => props.onChange(name, event.currentTarget.checked)}
          error={error}
          // Mantine links the message through aria-describedby but does not mark the box invalid.
          aria-invalid={error ? true : undefined}
        />
      );
    case 'dob':
      return <DateOfBirthField {...common} country={view.country} />;
    case 'secret':
      return <TextField {...common} inputMode="numeric" autoComplete="off" />;
    case 'number':
      return <TextField {...common} inputMode="numeric" />;
    case 'url':
      return <TextField {...common} type="url" inputMode="url" />;
    case 'file':
    case 'idFile':
      return <FileUploadField {...common} target={{ field: name }} />;
    default:
      return <TextField {...common} />;
  }
});
