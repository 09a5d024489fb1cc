/**
 * The date of birth field (decision 0110) on Mantine's DateInput from @mantine/dates, with its
 * calendar, dayjs and their styles, loaded with the owners' section that asks for it.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  DOB_DISPLAY_FORMAT,
  DOB_MIN_DATE,
  dobInputView,
  dobLeftAs,
  dobOfPicked,
  dobOfTyped,
} from '../../machines/forms/input-views';
import type { FieldProps } from './field-props';
import type { Message } from '../../domain/i18n/message';
import { useLanguage, useSay } from '../i18n/say';

export type DateOfBirthFieldProps = FieldProps<string> & { country: CountryCode | undefined };

const CALENDAR_ARROW_NAMES: Readonly<Record<string, Message>> = {
  previousDecade: { id: 'fields.dob.previousDecade' },
  nextDecade: { id: 'fields.dob.nextDecade' },
  previousYear: { id: 'fields.dob.previousYear' },
  nextYear: { id: 'fields.dob.nextYear' },
  previousMonth: { id: 'fields.dob.previousMonth' },
  nextMonth: { id: 'fields.dob.nextMonth' },
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A date of birth on Mantine's date input (decision 0110). It is typed with the month as a word
 * ("23 Nov 1980") or picked from a calendar, and always shown as "23 November 1980", so it cannot
 * be misread between day-month and month-day; digits alone are read in the country's order (doc 2
 * §5) and shown back with the month as a word before anything is sent. The calendar and the
 * month words follow the reader's language; the date reading (domain/masks/date-of-birth.ts)
 * knows English and French months, so a date shown is read back as shown. The form keeps the value in the country's mask (MM-DD-YYYY for the US
 * and Canada, DD-MM-YYYY elsewhere), which the payload sends as yyyy-MM-dd as before. A saved date
 * comes back masked: it shows as saved and is only replaced when the merchant enters a new one.
 * Text that is no date is handed to the form as typed, so the form's check says 'Invalid Date'
 * under the field.
 */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const say = useSay();
  // dayjs names Canadian French 'fr' (its 'fr-ca' differs only in formats the field sets).
  const calendarLocale = useLanguage() === 'fr-CA' ? 'fr' : 'en';
  const { country, iso, description, calendarStart } = dobInputView(
    props.value,
    props.country,
    props.description,
  );
  // The one piece of local state: the text as typed, so a date that was read is shown back with
  // its month as a word on leaving the field, and text that is no date stays to be corrected.
  const [typed, setTyped] = useState('');
  const readBack = typed.trim() === '' || dobOfTyped(typed, country) === (iso ?? undefined);
  // Focus arriving while the field shows a message (the move to the first invalid field after a
  // failed submit, or a Tab) does not open the calendar: it would cover the message and the fields
  // under it. A click or a keystroke in the field opens it as usual.
  const [calendarHeld, setCalendarHeld] = useState(false);
  return (
    <DateInput
      label={props.label}
      name={props.name}
      description={say(description)}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      autoComplete="bday"
      value={iso}
      valueFormat={DOB_DISPLAY_FORMAT}
      locale={calendarLocale}
      dateParser={(text) => dobOfTyped(text, country) ?? null}
      defaultLevel="decade"
      defaultDate={calendarStart}
      minDate={DOB_MIN_DATE}
      maxDate={today()}
      clearable
      clearButtonProps={{
        'aria-label': say({ id: 'fields.dob.clear', values: { label: props.label } }),
      }}
      // The calendar's arrows show only an icon; without these they have no name (WCAG 4.1.2).
      ariaLabels={Object.fromEntries(
        Object.entries(CALENDAR_ARROW_NAMES).map(([arrow, name]) => [arrow, say(name)]),
      )}
      fixOnBlur={readBack}
      onFocus={() => setCalendarHeld(Boolean(props.error))}
      onClick={() => setCalendarHeld(false)}
      onInput={(event) => {
        setCalendarHeld(false);
        setTyped(event.currentTarget.value);
      }}
      onChange={(next) => props.onChange(dobOfPicked(next, country))}
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
