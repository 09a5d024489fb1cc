import type { CountryCode } from '../../domain/countries/country-code';
import { dobMaskFor, formatDobInput } from '../../domain/masks/date-of-birth';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

/**
 * A date of birth typed with the country's mask (doc 2 §5: MM-DD-YYYY for the US and Canada,
 * DD-MM-YYYY elsewhere); a restored date shows masked until the merchant types over it.
 */
export function DateOfBirthField(props: FieldProps<string> & { country: CountryCode | undefined }) {
  const mask = props.country ? dobMaskFor(props.country) : undefined;
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="bday"
      placeholder={mask}
      description={props.description ?? (mask && `Format ${mask}`)}
      format={formatDobInput}
    />
  );
}
