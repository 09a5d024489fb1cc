/**
 * The street of an address, searched as it is typed (doc 1 §3 "LocationAutocomplete"): Mantine's
 * Combobox over its TextInput, which gives the WAI-ARIA combobox with a listbox popup (ArrowDown
 * and ArrowUp move, wrapping; Enter picks; Escape closes the list only, so a dialog around the
 * field stays open; a click picks with the focus kept in the input). Mantine's Autocomplete would
 * write the picked suggestion's text into the field and filter the list by it; here the search
 * is the places service's and a pick fills the address from the place's details.
 */
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { PlaceSuggestion } from '../../domain/business-details/address-search';
import type { FieldProps } from './field-props';
import { memoField } from './memo-field';

export interface StreetSearchProps extends FieldProps<string> {
  /** What the places service suggests for the current text (the caller searches). */
  suggestions: readonly PlaceSuggestion[];
  /** The suggestion picked, by its place id. */
  onPick: (placeId: string) => void;
}

function StreetCombobox(props: StreetSearchProps) {
  const { suggestions } = props;
  const id = useId();
  const labelId = `${id}-label`;
  // Asked for by focus or typing; shown only while there is something to suggest, so the input
  // never says it is expanded over an empty list.
  const [wanted, setWanted] = useState(false);
  // The closed list is kept in the page only while the input has the focus: a list kept mounted
  // is positioned under its input when the page renders, a forced layout per address on a form.
  const [focused, setFocused] = useState(false);
  const combobox = useCombobox({
    opened: wanted && suggestions.length > 0,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // New suggestions: nothing is moved to yet.
  const { resetSelectedOption } = combobox;
  useEffect(() => resetSelectedOption(), [suggestions, resetSelectedOption]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(placeId) => {
        setWanted(false);
        props.onPick(placeId);
      }}
      // The list stays in the page while closed, so ArrowDown opens it on its first option.
      keepMounted={focused}
      // Suggestions replace each other as the merchant types; a fade would only blur them.
      transitionProps={{ duration: 0 }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          id={id}
          label={props.label}
          labelProps={{ id: labelId }}
          name={props.name}
          description={props.description}
          withAsterisk={props.required}
          value={props.value}
          error={props.error}
          aria-autocomplete="list"
          onChange={(event) => {
            props.onChange(event.currentTarget.value);
            combobox.resetSelectedOption();
            setWanted(true);
          }}
          onFocus={() => {
            setFocused(true);
            setWanted(true);
          }}
          onClick={() => setWanted(true)}
          onBlur={() => {
            setFocused(false);
            setWanted(false);
            props.onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options labelledBy={labelId} mah={280} style={{ overflowY: 'auto' }}>
          {suggestions.map((suggestion) => (
            <Combobox.Option key={suggestion.id} value={suggestion.id}>
              {suggestion.text}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** Renders again only when what it shows changes (memo-field.ts). */
export const StreetSearch = memoField(StreetCombobox);
