/**
 * The address fields over the real places calls and HTTP client: a search 200 ms after typing,
 * a picked place filling street, city, state and postal code, and plain manual entry when the
 * portal answers that address search is not configured.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressSearchMachine } from '../../machines/business-details/address-search.machine';
import type {
  AddressPart,
  AddressPartView,
  AddressView,
} from '../../machines/business-details/record-fields-view';
import { formatCanadaPostalCode } from '../../domain/masks/canada-postal-code';
import { CA_PROVINCES } from '../../domain/picklists/states';
import { appBusinessDetailsIO } from '../business-details/business-details-io';
import { installFakeServer } from '../testing/fake-server';
import { renderInTestEnv } from '../testing/render';
import { AddressFields } from './address-fields';

const LABELS: Record<AddressPart, string> = {
  street: 'Street address',
  street2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
};

/** The street search with the app's own places calls, as the business details machine runs it. */
function startSearch() {
  const io = appBusinessDetailsIO();
  return createActor(
    addressSearchMachine.provide({
      actors: {
        searchPlaces: fromPromise(({ input, signal }) => io.searchPlaces(input, signal)),
        placeDetails: fromPromise(({ input, signal }) => io.placeDetails(input, signal)),
      },
    }),
  ).start();
}

function Address() {
  const [search] = useState(startSearch);
  const [values, setValues] = useState<Record<AddressPart, string>>({
    street: '',
    street2: '',
    city: '',
    state: '',
    postalCode: '',
  });
  const part = (name: AddressPart): AddressPartView => ({
    name,
    kind: name === 'state' ? 'select' : 'text',
    label: LABELS[name],
    hint: undefined,
    value: values[name],
    error: undefined,
    required: name !== 'street2',
    options: name === 'state' ? CA_PROVINCES : undefined,
    country: 'CA',
    shown: true,
    format: name === 'postalCode' ? formatCanadaPostalCode : undefined,
  });
  const view: AddressView = {
    country: 'CA',
    parts: {
      street: part('street'),
      street2: part('street2'),
      city: part('city'),
      state: part('state'),
      postalCode: part('postalCode'),
    },
  };
  const onChange = useCallback(
    (field: string, value: string) => setValues((v) => ({ ...v, [field]: value })),
    [],
  );
  return <AddressFields view={view} search={search} onChange={onChange} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('address fields', () => {
  it('suggests places for the typed street and fills the address parts of the one picked', async () => {
    const { requests } = installFakeServer({
      'GET /api/places/autocomplete': {
        body: { suggestions: [{ id: 'place-ca', text: '290 Bremner Blvd, Toronto, ON, Canada' }] },
      },
      'GET /api/places/details': {
        body: {
          street: '290 Bremner Boulevard',
          city: 'Toronto',
          state: 'Ontario',
          postalCode: 'M5V 3L9',
        },
      },
    });
    const user = userEvent.setup();
    renderInTestEnv(<Address />);
    await user.type(screen.getByRole('combobox', { name: 'Street address' }), '290 Bremner');
    const option = await screen.findByRole('option', {
      name: '290 Bremner Blvd, Toronto, ON, Canada',
    });
    // One search after the typing pauses (200 ms debounce), not one per keystroke.
    expect(requests.filter((r) => r.path === '/api/places/autocomplete')).toHaveLength(1);
    await user.click(option);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Street address' })).toHaveValue(
        '290 Bremner Boulevard',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('M5V 3L9');
    // The pick list shows the province's label once it has taken the filled value.
    await waitFor(() =>
      expect(screen.getByLabelText(/^State/, { selector: 'select' })).toHaveDisplayValue('Ontario'),
    );
  });

  it('picks a suggested place from the keyboard: ArrowDown to it, Enter to fill the address', async () => {
    installFakeServer({
      'GET /api/places/autocomplete': {
        body: {
          suggestions: [
            { id: 'place-1', text: '1 Market Street, Toronto, ON, Canada' },
            { id: 'place-2', text: '1 Market Lane, Ottawa, ON, Canada' },
          ],
        },
      },
      'GET /api/places/details': {
        body: { street: '1 Market Lane', city: 'Ottawa', state: 'Ontario', postalCode: 'K1N 7A1' },
      },
    });
    const user = userEvent.setup();
    renderInTestEnv(<Address />);
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.type(street, '1 Market');
    await screen.findByRole('option', { name: '1 Market Lane, Ottawa, ON, Canada' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(street).toHaveValue('1 Market Lane'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ottawa');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('K1N 7A1');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveFocus();
  });

  it('falls back to typing by hand when address search is not configured', async () => {
    installFakeServer({
      'GET /api/places/autocomplete': {
        status: 404,
        body: { error: 'Address search is not configured' },
      },
    });
    const user = userEvent.setup();
    renderInTestEnv(<Address />);
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.type(street, '1 Market Street');
    expect(await screen.findByText('Enter the address by hand.')).toBeInTheDocument();
    expect(street).toHaveValue('1 Market Street');
    expect(screen.queryByRole('option', { name: /Market/, hidden: true })).not.toBeInTheDocument();
  });

  it('uppercases a Canadian postal code and puts the space after three characters', async () => {
    installFakeServer({});
    const user = userEvent.setup();
    renderInTestEnv(<Address />);
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'm5v3l9');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('M5V 3L9');
  });
});
