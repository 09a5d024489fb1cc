/**
 * The inputs of the manual bank form, over the shared field components of src/forms, bound to
 * the bank machine's view model: each shows its value, label, hint, required mark and message,
 * and sends what is typed and when it is left. The machine formats as typed (BSB 000-000, sort
 * code 00-00-00, NZ account hyphens; a saved value shown masked until typed over).
 */
import type { BankFieldView } from '../../machines/bank/bank-view';
import { TextField } from '../forms/text-field';
import { YesNoField } from '../forms/yes-no-field';

export interface BankFieldProps {
  field: BankFieldView;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One field of the bank form, its message under it. */
export function BankField({ field, onChange, onBlur }: BankFieldProps) {
  // decision 0266: a field an open request did not flag is a read-only text input, readable and
  // reachable with Tab; a sensitive number stays masked as restore gave it.
  if (field.readOnly) {
    return (
      <TextField
        label={field.label}
        name={field.name}
        description={field.description}
        required={field.required}
        value={field.value}
        onChange={onChange}
        readOnly
      />
    );
  }
  if (field.kind === 'signatories') {
    // NZ: One Signatory or Multiple Signatories (doc 2 §3).
    return (
      <YesNoField
        label={field.label}
        name={field.name}
        answers={field.options}
        required={field.required}
        value={field.value}
        onChange={onChange}
        onBlur={onBlur}
        error={field.message}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      name={field.name}
      description={field.description}
      type={field.type}
      inputMode={field.inputMode}
      autoComplete="off"
      required={field.required}
      value={field.value}
      onChange={onChange}
      onBlur={onBlur}
      error={field.message}
    />
  );
}
