import { Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { CountryCode } from '../../domain/countries/country-code';
import { formatCanadaPostalCode } from '../../domain/masks/canada-postal-code';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  type PlaceAddress,
  type PlaceSuggestion,
} from '../../domain/onboarding/address-search';
import { stateEntryFor, statesFor } from '../../domain/picklists/states';
import { ApiError } from '../api/http-client';
import { placeDetails, searchPlaces } from '../api/merchant-calls';
import { SelectField } from './select-field';
import { StreetSearch } from './street-search';
import { TextField } from './text-field';

/** The parts of one address, under the names the section uses. */
export type AddressPart = keyof PlaceAddress | 'street2';

export interface AddressFieldsProps {
  country: CountryCode | undefined;
  /** Label, value, error and shown/required state of each part under the section's names. */
  parts: Partial<
    Record<
      AddressPart,
      {
        label: string;
        /** What the part holds and an example (the postal code's, by country). */
        description?: string | undefined;
        value: string;
        error?: string | undefined;
        required: boolean;
        shown: boolean;
      }
    >
  >;
  onChange: (part: AddressPart, value: string) => void;
  /** Fills several parts at once (a picked place). */
  onFill: (address: PlaceAddress) => void;
}

type Search = { kind: 'ready'; suggestions: PlaceSuggestion[] } | { kind: 'off'; reason: string };

const NO_SUGGESTIONS: readonly PlaceSuggestion[] = [];

/**
 * An address (doc 1 §3 "LocationAutocomplete"): the street searches the places service 200 ms
 * after the last keystroke, and picking a place fills street, city, state and postal code
 * (street-search.tsx). When the portal has no places service configured (404) or it fails, the
 * parts are typed by hand.
 */
export function AddressFields(props: AddressFieldsProps) {
  // Local to this input: the suggestions of the current search, or why search is off.
  const [search, setSearch] = useState<Search>({ kind: 'ready', suggestions: [] });
  const runSearch = useDebouncedCallback(async (text: string) => {
    if (!props.country || text.trim().length < 3 || search.kind === 'off') return;
    try {
      const answer = await searchPlaces(text.trim(), props.country);
      setSearch({ kind: 'ready', suggestions: answer.suggestions });
    } catch (error) {
      const notConfigured = error instanceof ApiError && error.status === 404;
      setSearch({
        kind: 'off',
        reason: notConfigured
          ? 'Enter the address by hand.'
          : 'Address search is not available right now. Enter the address by hand.',
      });
    }
  }, PLACE_SEARCH_DEBOUNCE_MS);

  async function pick(placeId: string) {
    try {
      props.onFill(await placeDetails(placeId));
    } catch {
      setSearch({ kind: 'off', reason: 'Enter the address by hand.' });
    }
  }

  const { parts, country } = props;
  const street = parts.street;
  const stateEntry = country ? stateEntryFor(country) : undefined;
  const text = (part: AddressPart, format?: (raw: string) => string) => {
    const p = parts[part];
    if (!p?.shown) return null;
    return (
      <TextField
        label={p.label}
        description={p.description}
        value={p.value}
        required={p.required}
        error={p.error}
        format={format}
        onChange={(value) => props.onChange(part, value)}
      />
    );
  };
  const state = parts.state;
  return (
    <Stack gap="sm">
      {street?.shown && (
        <Stack gap={2}>
          <StreetSearch
            label={street.label}
            required={street.required}
            value={street.value}
            suggestions={search.kind === 'ready' ? search.suggestions : NO_SUGGESTIONS}
            onChange={(value) => {
              props.onChange('street', value);
              void runSearch(value);
            }}
            onPick={(placeId) => void pick(placeId)}
            error={street.error}
          />
          {search.kind === 'off' && (
            <Text size="xs" c="dimmed">
              {search.reason}
            </Text>
          )}
        </Stack>
      )}
      {text('street2')}
      {text('city')}
      {state?.shown &&
        (stateEntry?.kind === 'pickList' && country ? (
          <SelectField
            label={state.label}
            value={state.value}
            required={state.required}
            error={state.error}
            options={statesFor(country)}
            onChange={(value) => props.onChange('state', value)}
          />
        ) : (
          text('state')
        ))}
      {text('postalCode', country === 'CA' ? formatCanadaPostalCode : undefined)}
    </Stack>
  );
}
