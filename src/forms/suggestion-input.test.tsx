/**
 * The combobox with a listbox popup (WAI-ARIA 1.2): its roles and states, the keys that move
 * through and pick the suggestions, a pick by pointer that keeps the focus in the input, and the
 * list closing on Escape and on blur.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { movedTo, SuggestionInput } from './suggestion-input';

const PLACES = ['1 Market Street', '2 Market Lane', '3 Market Square'];

function Street(props: { onPick: (index: number) => void; suggestions?: readonly string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SuggestionInput
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

describe('suggestion input', () => {
  it('is a combobox controlling a listbox of the suggestions, opened by typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={vi.fn()} />);
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).not.toBeVisible();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);

    await user.type(input(), 'Mar');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(screen.getByRole('listbox', { name: 'Street address' })).toBe(listbox());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(PLACES);
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with ArrowDown and ArrowUp, wrapping at the ends, and picks with Enter', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={onPick} />);
    await user.type(input(), 'Mar');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith(2);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveFocus();
  });

  it('lets Enter through when no suggestion is moved to', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={onPick} />);
    await user.type(input(), 'Mar{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape and opens again with ArrowDown on the first suggestion', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={vi.fn()} />);
    await user.type(input(), 'Mar');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
    expect(input()).toHaveValue('Mar');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  it('picks the clicked suggestion and keeps the focus in the input', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={onPick} />);
    await user.type(input(), 'Mar');
    await user.click(screen.getByRole('option', { name: '2 Market Lane' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(1);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the input loses the focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={vi.fn()} />);
    await user.type(input(), 'Mar');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
  });

  it('stays closed while there is nothing to suggest', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Street onPick={vi.fn()} suggestions={[]} />);
    await user.type(input(), 'Mar{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });
});

describe('movedTo', () => {
  it.each([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 1, 3, 2],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowDown', -1, 0, -1],
  ] as const)('%s from %i among %i goes to %i', (key, active, count, expected) => {
    expect(movedTo(key, active, count)).toBe(expected);
  });
});
