import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PickList } from '../../domain/picklists/pick-list';
import type { FieldProps } from './field-props';

/** A pick list: stored values with their labels, or plain values shown as they are stored. */
export type Options = PickList | readonly string[];

/** Mantine's data of a pick list. */
export function dataOf(options: Options) {
  return options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : { ...option },
  );
}

/** A select from a pick list (doc 1 §3 "Select"); a value outside the list is refused on submit. */
export function SelectField(
  props: FieldProps<string> & { options: Options; placeholder?: string },
) {
  const data = dataOf(props.options);
  const labelOf = (value: string) => data.find((option) => option.value === value)?.label ?? '';
  // The typed search of this one input; it follows the value when it changes from outside (a
  // picked place fills the state), which the searchable select does not do by itself.
  const [search, setSearch] = useState(() => labelOf(props.value));
  const shown = labelOf(props.value);
  useEffect(() => setSearch(shown), [shown]);
  return (
    <Select
      label={props.label}
      name={props.name}
      description={props.description}
      placeholder={props.placeholder ?? 'Select…'}
      withAsterisk={props.required}
      readOnly={props.readOnly}
      data={data}
      value={props.value === '' ? null : props.value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => props.onChange(value ?? '')}
      onBlur={props.onBlur}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      error={props.error}
    />
  );
}
