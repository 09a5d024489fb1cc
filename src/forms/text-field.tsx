import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { typedValue } from '../../machines/forms/input-views';
import type { FieldProps } from './field-props';
import { memoField } from './memo-field';

export interface TextFieldProps extends FieldProps<string> {
  placeholder?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  /** Formats what is typed (a mask of domain/masks). */
  format?: ((raw: string) => string) | undefined;
  autoComplete?: string;
  /** Shown at the start of the input (the phone field's country picker), and its width. */
  leftSection?: ReactNode;
  leftSectionWidth?: number;
}

/** A text input with a visible label and its error under it. */
function TextInputField(props: TextFieldProps) {
  return (
    <TextInput
      label={props.label}
      name={props.name}
      description={props.description}
      placeholder={props.placeholder}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      // A read-only value sits on a filled ground, so it is not taken for a field to type in
      // (decision 0266); it keeps the body text colour and stays reachable with Tab.
      variant={props.readOnly ? 'filled' : 'default'}
      value={props.value}
      onChange={(event) => props.onChange(typedValue(event.currentTarget.value, props.format))}
      onBlur={props.onBlur}
      error={props.error}
      {...(props.leftSection
        ? {
            leftSection: props.leftSection,
            leftSectionWidth: props.leftSectionWidth,
            leftSectionPointerEvents: 'all' as const,
          }
        : {})}
    />
  );
}

/** Renders again only when what it shows changes (memo-field.ts). */
export const TextField = memoField(TextInputField);
