/**
 * The date of birth field (decision 0110) on Mantine's DateInput from @mantine/dates, with its
 * calendar, dayjs and their styles, loaded with the owners' section that asks for it.
 */
import '@mantine/dates/styles.css';
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
import { minimumSignUpAge } from '../../domain/validators/date-of-birth';
import type { FieldProps } from './field-props';

export type DateOfBirthFieldProps = FieldProps<string> & { country: CountryCode | undefined };

/** While the country is unknown, digits are read day first, as in most of the five countries. */
const FALLBACK_COUNTRY: CountryCode = 'UK';

/** The field's reading of its value: the country, whether it is saved (masked), its yyyy-MM-dd. */
function dobFieldState(props: DateOfBirthFieldProps) {
  const country = props.country ?? FALLBACK_COUNTRY;
  const saved = isMaskedValue(props.value);
  const iso = saved || !props.value ? null : (dobToIso(props.value, country) ?? null);
  const description = saved
    ? `Saved (year ${props.value.slice(-4)}). Enter the date again only to change it.`
    : (props.description ?? DOB_HINT);
  return { country, saved, iso, description };
}

/**
 * What the form is handed when the merchant leaves the field with `text` typed: the date in the
 * country's mask, or the text itself when it is no date (the form's check then says 'Invalid
 * Date'); undefined when the text says what the form already holds.
 */
function dobLeftAs(text: string, iso: string | null, country: CountryCode): string | undefined {
  const typed = text.trim();
  const read = typed ? parseTypedDob(typed, country) : undefined;
  if (!typed || read === iso) return undefined;
  return read ? (isoToDob(read, country) ?? typed) : typed;
}

/** doc 1 §9: the earliest year of a date of birth. */
const MIN_DATE = '1900-01-01';

const CALENDAR_ARROW_NAMES = {
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Where the calendar opens when no date is chosen: the year of the newest date of birth that meets
 * the sign-up age (doc 2 §5), so it starts on a decade an owner can be born in, not today's.
 */
const newestOwnerYear = (country: CountryCode) =>
  `${new Date().getFullYear() - minimumSignUpAge(country)}-01-01`;

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
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const { country, iso, description } = dobFieldState(props);
  // The one piece of local state: the text as typed, so a date that was read is shown back with
  // its month as a word on leaving the field, and text that is no date stays to be corrected.
  const [typed, setTyped] = useState('');
  const readBack = typed.trim() === '' || parseTypedDob(typed, country) === (iso ?? undefined);
  // Focus arriving while the field shows a message (the move to the first invalid field after a
  // failed submit, or a Tab) does not open the calendar: it would cover the message and the fields
  // under it. A click or a keystroke in the field opens it as usual.
  const [calendarHeld, setCalendarHeld] = useState(false);
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
      defaultDate={newestOwnerYear(country)}
      minDate={MIN_DATE}
      maxDate={today()}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${props.label}` }}
      // The calendar's arrows show only an icon; without these they have no name (WCAG 4.1.2).
      ariaLabels={CALENDAR_ARROW_NAMES}
      fixOnBlur={readBack}
      onFocus={() => setCalendarHeld(Boolean(props.error))}
      onClick={() => setCalendarHeld(false)}
      onInput={(event) => {
        setCalendarHeld(false);
        setTyped(event.currentTarget.value);
      }}
      onChange={(next) => props.onChange(next ? (isoToDob(next, country) ?? '') : '')}
      onBlur={(event) => {
        // A date outside 1900..today, or no date at all: the form's check gives the message.
        setCalendarHeld(false);
        const next = dobLeftAs(event.currentTarget.value, iso, country);
        if (next !== undefined) props.onChange(next);
        props.onBlur?.();
      }}
      error={props.error}
      popoverProps={calendarHeld ? { withinPortal: true, opened: false } : { withinPortal: true }}
    />
  );
}
