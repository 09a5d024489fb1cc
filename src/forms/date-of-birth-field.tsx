import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { isMaskedValue } from '../../domain/api/merchant-api';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  DOB_DISPLAY_FORMAT,
  DOB_HINT,
  dobToIso,
  isoToDob,
  parseTypedDob,
} from '../../domain/masks/date-of-birth';
import type { FieldProps } from './field-props';

/** doc 1 §9: the earliest year of a date of birth. */
const MIN_DATE = '1900-01-01';
/** While the country is unknown, digits are read day first, as in most of the five countries. */
const FALLBACK_COUNTRY: CountryCode = 'UK';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A date of birth on Mantine's date input (decision 0110). It is typed with the month as a word
 * ("23 Nov 1980") or picked from a calendar, and always shown as "23 November 1980", so it cannot
 * be misread between day-month and month-day; digits alone are read in the country's order (doc 2
 * §5) and shown back with the month as a word before anything is sent. The form keeps the value in
 * the country's mask (MM-DD-YYYY for the US and Canada, DD-MM-YYYY elsewhere), which the payload
 * sends as yyyy-MM-dd as before. A saved date comes back masked: it shows as saved and is only
 * replaced when the merchant enters a new one. Text that is no date is handed to the form as
 * typed, so the form's check says 'Invalid Date' under the field.
 */
export function DateOfBirthField(props: FieldProps<string> & { country: CountryCode | undefined }) {
  const country = props.country ?? FALLBACK_COUNTRY;
  const saved = isMaskedValue(props.value);
  const iso = saved || !props.value ? null : (dobToIso(props.value, country) ?? null);
  // The one piece of local state: the text as typed, so a date that was read is shown back with
  // its month as a word on leaving the field, and text that is no date stays to be corrected.
  const [typed, setTyped] = useState('');
  const readBack = typed.trim() === '' || parseTypedDob(typed, country) === (iso ?? undefined);
  const description = saved
    ? `Saved (year ${props.value.slice(-4)}). Enter the date again only to change it.`
    : (props.description ?? DOB_HINT);
  return (
    <DateInput
      label={props.label}
      name={props.name}
      description={description}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      autoComplete="bday"
      value={iso}
      valueFormat={DOB_DISPLAY_FORMAT}
      dateParser={(text) => parseTypedDob(text, country) ?? null}
      defaultLevel="decade"
      minDate={MIN_DATE}
      maxDate={today()}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${props.label}` }}
      fixOnBlur={readBack}
      onInput={(event) => setTyped(event.currentTarget.value)}
      onChange={(next) => props.onChange(next ? (isoToDob(next, country) ?? '') : '')}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const read = text ? parseTypedDob(text, country) : undefined;
        // A date outside 1900..today, or no date at all: the form's check gives the message.
        if (text && read !== iso) props.onChange(read ? (isoToDob(read, country) ?? text) : text);
        props.onBlur?.();
      }}
      error={props.error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
