import { Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { memo, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlaceSuggestion } from '../../domain/business-details/address-search';
import type { addressSearchMachine } from '../../machines/business-details/address-search.machine';
import {
  addressFill,
  type AddressPart,
  type AddressView,
} from '../../machines/business-details/record-fields-view';
import { textOf } from '../../machines/forms/field-view';
import { SelectField } from './select-field';
import { StreetSearch } from './street-search';
import { TextField } from './text-field';
import { useSay } from '../i18n/say';

export interface AddressFieldsProps {
  /** Label, hint, value, message and shown/required state of each part (machines/business-details/record-fields-view). */
  view: AddressView;
  /** The street search run by the form's machine (machines/business-details/address-search.machine.ts). */
  search: AddressSearchActor | undefined;
  /** A part changed, under the record's own field name. */
  onChange: (field: string, value: string) => void;
}

export type AddressSearchActor = ActorRefFrom<typeof addressSearchMachine>;

const NO_SUGGESTIONS: readonly PlaceSuggestion[] = [];

/**
 * An address (doc 1 §3 "LocationAutocomplete"): the street is searched as its machine says, and a
 * place it found fills the parts the record shows (street-search.tsx); when search is off, why.
 */
export const AddressFields = memo(function AddressFields(props: AddressFieldsProps) {
  const { search, view, onChange } = props;
  const say = useSay();
  const suggestions = useActorView(search, (s) => s?.context.suggestions ?? NO_SUGGESTIONS);
  const off = useActorView(search, (s) => s?.context.off ?? null);
  useEffect(() => {
    if (!search) return;
    const found = search.on('place.found', ({ address }) => {
      for (const [field, value] of Object.entries(addressFill(view, address)))
        onChange(field, value);
    });
    return () => found.unsubscribe();
  }, [search, view, onChange]);

  const { parts } = props.view;
  const street = parts.street;
  const text = (part: AddressPart) => {
    const p = parts[part];
    if (!p.shown) return null;
    return (
      <TextField
        label={say(p.label)}
        description={say(p.hint)}
        // decision 0266: a part an open request did not flag is shown, not changed.
        readOnly={p.readOnly}
        value={p.readOnly ? say(p.display) : textOf(p.value)}
        required={p.required}
        error={say(p.error)}
        format={p.format}
        onChange={(value) => props.onChange(p.name, value)}
      />
    );
  };
  const state = parts.state;
  return (
    <Stack gap="sm">
      {street.shown && street.readOnly && text('street')}
      {street.shown && !street.readOnly && (
        <Stack gap={2}>
          <StreetSearch
            label={say(street.label)}
            description={say(street.hint)}
            required={street.required}
            value={textOf(street.value)}
            suggestions={off === null ? suggestions : NO_SUGGESTIONS}
            onChange={(value) => {
              props.onChange(street.name, value);
              search?.send({ type: 'street.typed', text: value, country: view.country });
            }}
            onPick={(placeId) => search?.send({ type: 'place.picked', placeId })}
            error={say(street.error)}
          />
          {off !== null && (
            <Text size="xs" c="dimmed">
              {say(off)}
            </Text>
          )}
        </Stack>
      )}
      {text('street2')}
      {text('city')}
      {state.shown &&
        (state.options && !state.readOnly ? (
          <SelectField
            label={say(state.label)}
            value={textOf(state.value)}
            required={state.required}
            error={say(state.error)}
            options={state.options}
            onChange={(value) => props.onChange(state.name, value)}
          />
        ) : (
          text('state')
        ))}
      {text('postalCode')}
    </Stack>
  );
});
