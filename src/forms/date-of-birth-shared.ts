/**
 * What the date of birth field reads the same way before and after the date input's code has
 * loaded (src/forms/date-of-birth-field.tsx): the country digits are read in, the line under the
 * label and what the form is handed when the merchant leaves the field.
 */
import { isMaskedValue } from '../../domain/api/merchant-api';
import type { CountryCode } from '../../domain/countries/country-code';
import { DOB_HINT, dobToIso, isoToDob, parseTypedDob } from '../../domain/masks/date-of-birth';
import type { FieldProps } from './field-props';

export type DateOfBirthFieldProps = FieldProps<string> & { country: CountryCode | undefined };

/** While the country is unknown, digits are read day first, as in most of the five countries. */
const FALLBACK_COUNTRY: CountryCode = 'UK';

/** The field's reading of its value: the country, whether it is saved (masked), its yyyy-MM-dd. */
export function dobFieldState(props: DateOfBirthFieldProps) {
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
export function dobLeftAs(
  text: string,
  iso: string | null,
  country: CountryCode,
): string | undefined {
  const typed = text.trim();
  const read = typed ? parseTypedDob(typed, country) : undefined;
  if (!typed || read === iso) return undefined;
  return read ? (isoToDob(read, country) ?? typed) : typed;
}
