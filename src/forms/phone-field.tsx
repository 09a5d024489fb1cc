import { normalizePhoneInput } from '../../domain/validators/phone';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

/** doc 2 §5: phone input keeps only digits and plus signs. */
export const phoneInput = normalizePhoneInput;

/** A phone number field; the number is checked against the country's format on submit. */
export function PhoneField(props: FieldProps<string> & { placeholder?: string }) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      format={phoneInput}
      placeholder={props.placeholder}
    />
  );
}
