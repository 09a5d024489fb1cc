/**
 * A multi-select (doc 1 §3 "MultiSelect"), in a file of its own so the pages whose pick lists are
 * all single (the lead pages) do not carry Mantine's MultiSelect and pills.
 */
import { MultiSelect } from '@mantine/core';
import type { FieldProps } from './field-props';
import { dataOf, type Options } from './select-field';

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
