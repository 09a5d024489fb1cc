import { MultiSelect, Select } from '@mantine/core';
import type { PickList } from '../../domain/picklists/pick-list';
import type { FieldProps } from './field-props';

/** A pick list: stored values with their labels, or plain values shown as they are stored. */
export type Options = PickList | readonly string[];

function dataOf(options: Options) {
  return options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : { ...option },
  );
}

/** A select from a pick list (doc 1 §3 "Select"); a value outside the list is refused on submit. */
export function SelectField(
  props: FieldProps<string> & { options: Options; placeholder?: string },
) {
  return (
    <Select
      label={props.label}
      name={props.name}
      description={props.description}
      placeholder={props.placeholder ?? 'Select…'}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      data={dataOf(props.options)}
      value={props.value === '' ? null : props.value}
      onChange={(value) => props.onChange(value ?? '')}
      onBlur={props.onBlur}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      error={props.error}
    />
  );
}

/** A multi-select (doc 1 §3 "MultiSelect", values joined with ';' only when sent). */
export function MultiSelectField(props: FieldProps<string[]> & { options: Options }) {
  return (
    <MultiSelect
      label={props.label}
      name={props.name}
      description={props.description}
      withAsterisk={props.required}
      data={dataOf(props.options)}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}
