/**
 * A multi-select (doc 1 §3 "MultiSelect"; the only one is the store's currencies, six fixed
 * options: doc 1 §3 "Pick lists"): one checkbox per option in a labelled group, every option in
 * sight and one tap each on a phone, instead of a dropdown with pills
 * (docs/decisions/0184-lighter-business-details.md).
 */
import { Checkbox, Group } from '@mantine/core';
import type { FocusEvent } from 'react';
import type { FieldProps } from './field-props';
import { dataOf, type Options } from './select-field';

/** A multi-select (doc 1 §3 "MultiSelect", values joined with ';' only when sent). */
export function MultiSelectField(props: FieldProps<string[]> & { options: Options }) {
  const { onBlur } = props;
  // Left when the focus leaves the whole group, not when it moves from one box to the next.
  const left = onBlur
    ? (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }
    : undefined;
  return (
    <Checkbox.Group
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      value={props.value}
      onChange={props.onChange}
      onBlur={left}
      error={props.error}
      readOnly={props.readOnly}
      {...(props.name ? { name: props.name } : {})}
    >
      <Group gap="md" mt="xs">
        {dataOf(props.options).map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
