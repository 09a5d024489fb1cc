/**
 * The portal's checkboxes: the browser's own input beside its label, with Mantine's label, hint and
 * message around it (the same look as every other field). Mantine's Checkbox component brought
 * 3 KB of script to the business details page for what the browser draws itself
 * (docs/decisions/0189-business-details-under-budget.md).
 */
import { Input } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import './check-box.css';

export interface CheckBoxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string | undefined;
  value?: string;
  error?: string | undefined;
  readOnly?: boolean | undefined;
}

/** One checkbox with its label, and its message under it. */
export function CheckBox(props: CheckBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="check-field">
        <input
          id={id}
          type="checkbox"
          className="check-box"
          name={props.name}
          value={props.value}
          checked={props.checked}
          // A read-only box keeps its state (a checkbox has no readonly attribute of its own).
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            if (!props.readOnly) props.onChange(event.currentTarget.checked);
          }}
          aria-readonly={props.readOnly || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        <label htmlFor={id} className="check-label">
          {props.label}
        </label>
      </div>
      {props.error && (
        <Input.Error id={errorId} className="check-message">
          {props.error}
        </Input.Error>
      )}
    </div>
  );
}
