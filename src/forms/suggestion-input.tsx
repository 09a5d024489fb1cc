/**
 * A text input that suggests what to fill (WAI-ARIA 1.2 "combobox with listbox popup"): the input
 * is the combobox, its suggestions a listbox under it (suggestion-list.tsx). ArrowDown and ArrowUp
 * move through the suggestions, Enter picks the one moved to, Escape closes the list, a click or
 * tap picks; the list closes when the input loses the focus. The focus stays in the input all
 * along, the option moved to named by aria-activedescendant.
 */
import { TextInput } from '@mantine/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { FieldProps } from './field-props';
import { optionId, SuggestionList } from './suggestion-list';

export interface SuggestionInputProps extends FieldProps<string> {
  /** What to suggest for the current text (the caller searches). */
  suggestions: readonly string[];
  /** One suggestion was picked (by index into `suggestions`). */
  onPick: (index: number) => void;
}

/** The option the arrow key `key` moves to from `active` among `count`, wrapping at the ends. */
export function movedTo(key: 'ArrowDown' | 'ArrowUp', active: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

export function SuggestionInput(props: SuggestionInputProps) {
  const listId = `${useId()}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions } = props;
  // New suggestions: nothing is moved to yet.
  useEffect(() => setActive(-1), [suggestions]);
  const expanded = open && suggestions.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(index: number) {
    close();
    props.onPick(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
      } else setActive(movedTo(event.key, active, suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <TextInput
      label={props.label}
      name={props.name}
      description={props.description}
      withAsterisk={props.required}
      value={props.value}
      error={props.error}
      autoComplete="off"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
      onChange={(event) => {
        setOpen(true);
        props.onChange(event.currentTarget.value);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => setOpen(true)}
      onBlur={() => {
        close();
        props.onBlur?.();
      }}
      inputContainer={(input) => (
        <div className="suggestion-anchor">
          {input}
          <SuggestionList
            id={listId}
            label={props.label}
            options={suggestions}
            active={active}
            open={expanded}
            onPick={pick}
          />
        </div>
      )}
    />
  );
}
