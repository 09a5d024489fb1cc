/**
 * The street search on Mantine's Combobox (WAI-ARIA 1.2 combobox with a listbox popup): its roles
 * and states, the keys that move through and pick the suggestions, a pick by pointer that keeps
 * the focus in the input, and the list closing on Escape and on blur.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceSuggestion } from '../../domain/business-details/address-search';
import { renderInTestEnv } from '../testing/render';
import { StreetSearch } from './street-search';

const PLACES: PlaceSuggestion[] = [
  { id: 'place-1', text: '1 Market Street' },
  { id: 'place-2', text: '2 Market Lane' },
  { id: 'place-3', text: '3 Market Square' },
];

function Street(props: { onPick: (placeId: string) => void; suggestions?: PlaceSuggestion[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <StreetSearch
        label="Street address"
        value={value}
        onChange={setValue}
        suggestions={props.suggestions ?? PLACES}
        onPick={props.onPick}
      />
      <button type="button">Next</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Street address' });
const listbox = () => screen.getByRole('listbox', { hidden: true });

describe('street search', () => {
  it('is a combobox controlling a listbox of the suggestions, opened by typing', async () => {
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={vi.fn()} />);
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    // No list shows (it is put in the page once the input has the focus).
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input(), 'Mar');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).toBeVisible();
    expect(screen.getByRole('listbox', { name: 'Street address' })).toBe(listbox());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(PLACES.map((p) => p.text));
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with ArrowDown and ArrowUp, wrapping at the ends, and picks with Enter', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={onPick} />);
    await user.type(input(), 'Mar');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('place-3');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveFocus();
  });

  it('lets Enter through when no suggestion is moved to', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={onPick} />);
    await user.type(input(), 'Mar{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape and opens again with ArrowDown on the first suggestion', async () => {
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={vi.fn()} />);
    await user.type(input(), 'Mar');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
    expect(input()).toHaveValue('Mar');
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  it('picks the clicked suggestion and keeps the focus in the input', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={onPick} />);
    await user.type(input(), 'Mar');
    await user.click(screen.getByRole('option', { name: '2 Market Lane' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('place-2');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the input loses the focus', async () => {
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={vi.fn()} />);
    await user.type(input(), 'Mar');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays closed while there is nothing to suggest', async () => {
    const user = userEvent.setup();
    renderInTestEnv(<Street onPick={vi.fn()} suggestions={[]} />);
    await user.type(input(), 'Mar{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });
});
