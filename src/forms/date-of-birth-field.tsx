/**
 * The date of birth field (decision 0110). Its date input (Mantine's dates, dayjs, the calendar
 * and their styles) is a chunk of its own, loaded when the field is first shown, because only the
 * owners' section asks for a date of birth (docs/decisions/0181-lighter-form-routes.md). Until it
 * has arrived the field is a plain text input with the same label, line under it, error and value,
 * which takes the date typed the same way; it gives way to the date input only while the merchant
 * is not in it and holds nothing unread, so no keystroke, focus or text is lost.
 */
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { onDemandPart } from '../app/on-demand-part';
import { formatDobWords, parseTypedDob } from '../../domain/masks/date-of-birth';
import { dobFieldState, dobLeftAs, type DateOfBirthFieldProps } from './date-of-birth-shared';

const dateInput = onDemandPart(() =>
  import('./date-of-birth-input').then((module) => module.DateOfBirthInput),
);

/** Loads the date input's chunk once; a failed load is tried again by the next field shown. */
export const loadDateOfBirthInput = dateInput.load;

/** A date of birth: the date input once its code is here, the plain input until then. */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  // On a failed load the plain input stays: it takes every date the date input takes.
  const DateInput = dateInput.usePart().part;
  const [focused, setFocused] = useState(false);
  // Text typed in the plain input that the form has not taken as a date yet.
  const [typed, setTyped] = useState<string | undefined>(undefined);

  if (DateInput && !focused && typed === undefined) return <DateInput {...props} />;

  const { country, iso, description } = dobFieldState(props);
  return (
    <TextInput
      label={props.label}
      name={props.name}
      description={description}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      autoComplete="bday"
      value={typed ?? (iso ? (formatDobWords(iso) ?? '') : '')}
      onFocus={() => setFocused(true)}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={(event) => {
        setFocused(false);
        const text = event.currentTarget.value;
        const next = dobLeftAs(text, iso, country);
        if (text.trim() === '' && props.value && iso) props.onChange('');
        else if (next !== undefined) props.onChange(next);
        // A date that was read shows back with its month as a word; other text stays to be
        // corrected, with the form's message under it.
        const unread = text.trim() !== '' && parseTypedDob(text, country) === undefined;
        setTyped(unread ? text : undefined);
        props.onBlur?.();
      }}
      error={props.error}
    />
  );
}
