/**
 * The inputs of the manual bank form, over the shared field components of src/forms, bound to
 * the bank machine's view model: each shows its value, label, hint, required mark and message,
 * and sends what is typed and when it is left. The machine formats as typed (BSB 000-000, sort
 * code 00-00-00, NZ account hyphens; a saved value shown masked until typed over).
 */
import { Group, Radio } from '@mantine/core';
import type { BankFieldView } from '../../machines/bank/bank-view';
import { TextField } from '../forms/text-field';
import { useSay } from '../i18n/say';

export interface BankFieldProps {
  field: BankFieldView;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One field of the bank form, its message under it. */
export function BankField({ field, onChange, onBlur }: BankFieldProps) {
  const say = useSay();
  const label = say(field.label);
  const description = field.description === undefined ? undefined : say(field.description);
  const error = field.message === undefined ? undefined : say(field.message);
  // decision 0266: a field an open request did not flag is a read-only text input, readable and
  // reachable with Tab; a sensitive number stays masked as restore gave it.
  if (field.readOnly) {
    const option = field.options.find((o) => o.value === field.value);
    return (
      <TextField
        label={label}
        name={field.name}
        description={description}
        required={field.required}
        value={option ? say(option.label) : field.value}
        onChange={onChange}
        readOnly
      />
    );
  }
  if (field.kind === 'signatories') {
    // NZ: One Signatory or Multiple Signatories (doc 2 §3): the stored value, its words said.
    return (
      <Radio.Group
        label={label}
        name={field.name}
        withAsterisk={field.required}
        value={field.value}
        onChange={onChange}
        error={error}
      >
        <Group mt="xs">
          {field.options.map((option) => (
            <Radio key={option.value} value={option.value} label={say(option.label)} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  return (
    <TextField
      label={label}
      name={field.name}
      description={description}
      type={field.type}
      inputMode={field.inputMode}
      autoComplete="off"
      required={field.required}
      value={field.value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
