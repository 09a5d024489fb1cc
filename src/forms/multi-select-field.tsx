/**
 * A multi-select (doc 1 §3 "MultiSelect"; the only one is the store's currencies, six fixed
 * options: doc 1 §3 "Pick lists"): one checkbox per option in a labelled group, every option in
 * sight and one tap each on a phone, instead of a dropdown with pills
 * (docs/decisions/0184-lighter-business-details.md).
 */
import { Input } from '@mantine/core';
import { useId, type FocusEvent } from 'react';
import { CheckBox } from './check-box';
import type { FieldProps } from './field-props';
import { dataOf, type Options } from './select-field';

/** A multi-select (doc 1 §3 "MultiSelect", values joined with ';' only when sent). */
export function MultiSelectField(props: FieldProps<string[]> & { options: Options }) {
  const { onBlur, value } = props;
  const id = useId();
  const described = [props.description && `${id}-description`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  // Left when the focus leaves the whole group, not when it moves from one box to the next.
  const left = onBlur
    ? (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }
    : undefined;
  // Checked values keep the order they were chosen in; a box unchecked leaves the list.
  const toggle = (option: string, checked: boolean) =>
    props.onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={described || undefined}
      onBlur={left}
    >
      <Input.Label id={`${id}-label`} labelElement="div" required={props.required}>
        {props.label}
      </Input.Label>
      {props.description && (
        <Input.Description id={`${id}-description`}>{props.description}</Input.Description>
      )}
      <div className="check-group-options">
        {dataOf(props.options).map((option) => (
          <CheckBox
            key={option.value}
            name={props.name}
            value={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
            readOnly={props.readOnly}
          />
        ))}
      </div>
      {props.error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {props.error}
        </Input.Error>
      )}
    </div>
  );
}
