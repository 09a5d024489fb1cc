/**
 * A multi-select (doc 1 §3 "MultiSelect"; the only one is the store's currencies, six fixed
 * options: doc 1 §3 "Pick lists"): Mantine's Checkbox.Group, one checkbox per option in a group
 * named by the label, so every option is in sight and takes one tap on a phone.
 */
import { Checkbox, Group } from '@mantine/core';
import type { FocusEvent } from 'react';
import type { FieldProps } from './field-props';
import { dataOf, type Options } from './select-field';
import { useSay } from '../i18n/say';

/** A multi-select (doc 1 §3 "MultiSelect", values joined with ';' only when sent). */
export function MultiSelectField(props: FieldProps<string[]> & { options: Options }) {
  const say = useSay();
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
      error={props.error}
      // Mantine adds a box checked to the end of the list, so values keep the order chosen.
      value={props.value}
      onChange={props.onChange}
      readOnly={props.readOnly}
      name={props.name}
      // The hidden input holds the values as the payload sends them.
      hiddenInputValuesSeparator=";"
      onBlur={left}
    >
      <Group gap="md" mt="xs">
        {dataOf(props.options, say).map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            // Mantine keeps a read-only box as it is but does not say so to assistive technology.
            aria-readonly={props.readOnly || undefined}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
