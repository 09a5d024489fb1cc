/**
 * The multi-select as Mantine's group of checkboxes: named by its label, marked required, its
 * error read with it, and the same list of chosen values as before (in the order chosen).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCIES_AVAILABLE } from '../../domain/picklists/cross-border-trade';
import { renderWithTheme } from '../testing/render';
import { MultiSelectField } from './multi-select-field';

function Currencies(props: {
  initial?: string[];
  error?: string;
  onBlur?: () => void;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <MultiSelectField
        label="Currencies you accept"
        name="currenciesAvailable"
        required
        value={value}
        onChange={setValue}
        error={props.error}
        options={CURRENCIES_AVAILABLE}
        {...(props.readOnly ? { readOnly: true } : {})}
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      />
      <output>{value.join(';')}</output>
      <button type="button">Next</button>
    </>
  );
}

describe('multi-select field', () => {
  it('is a group named by its label with one checkbox per option', () => {
    renderWithTheme(<Currencies />);
    const group = screen.getByRole('group', { name: 'Currencies you accept' });
    // The required mark is shown beside the label (and hidden from the name, as on every field).
    const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    expect(label).toHaveTextContent(/^Currencies you accept \*$/);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...CURRENCIES_AVAILABLE]);
    for (const currency of CURRENCIES_AVAILABLE) {
      expect(screen.getByRole('checkbox', { name: currency })).not.toBeChecked();
    }
  });

  it('gives the chosen values as a list, in the order chosen, and takes one back off', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Currencies />);
    await user.click(screen.getByRole('checkbox', { name: '$NZD' }));
    await user.click(screen.getByRole('checkbox', { name: '$AUD' }));
    await user.click(screen.getByRole('checkbox', { name: '€EUR' }));
    expect(screen.getByRole('status')).toHaveTextContent('$NZD;$AUD;€EUR');
    await user.click(screen.getByRole('checkbox', { name: '$AUD' }));
    expect(screen.getByRole('status')).toHaveTextContent('$NZD;€EUR');
  });

  it('shows a stored choice checked and the error described on the group', () => {
    renderWithTheme(<Currencies initial={['$USD']} error="You must select at least one option" />);
    expect(screen.getByRole('checkbox', { name: '$USD' })).toBeChecked();
    expect(
      screen.getByRole('group', { name: 'Currencies you accept' }),
    ).toHaveAccessibleDescription('You must select at least one option');
  });

  it('is left when the focus leaves the group, not when it moves between boxes', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Currencies onBlur={onBlur} />);
    await user.click(screen.getByRole('checkbox', { name: '$AUD' }));
    await user.click(screen.getByRole('checkbox', { name: '$CAD' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('checks by Space from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Currencies />);
    screen.getByRole('checkbox', { name: '$CAD' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: '$CAD' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('$CAD');
  });

  it('keeps every box as it is when read-only', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Currencies readOnly initial={['$USD']} />);
    await user.click(screen.getByRole('checkbox', { name: '$USD' }));
    await user.click(screen.getByRole('checkbox', { name: '$AUD' }));
    expect(screen.getByRole('checkbox', { name: '$USD' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '$AUD' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('$USD');
    expect(screen.getByRole('checkbox', { name: '$USD' })).toHaveAttribute('aria-readonly', 'true');
  });
});
